package org.stratagem.launcher.match;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.MatchScore;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.session.Bindings;

/**
 * Games between two players of a game of two teams, each player a strategy configuration with its
 * own search session (its tables kept from move to move, as an engine's are). Every move is one
 * contained search under the {@link TimeControl}: a limit on every move, or a clock for the whole
 * game, which runs while the player's search does (wall time, handing the move over included). A
 * player that finds no move, returns an illegal one or whose strategy fails loses the game by
 * forfeit; a player whose clock runs out loses on time. A game longer than {@value #MAX_PLIES}
 * plies is adjudicated a draw. Chance outcomes are drawn by their probabilities from a seeded
 * random source, the same for every match.
 *
 * @param <P> the game's position type
 */
public final class Match<P extends Position> {
    /** The longest game played out; longer ones are drawn. */
    static final int MAX_PLIES = 1000;

    private final Game<P> game;
    private final Player<P> a;
    private final Player<P> b;
    private final TimeControl timeControl;
    private final SplittableRandom chance = new SplittableRandom(1);
    private int forfeits;
    private int timeLosses;
    private final List<String> record = new ArrayList<>();
    /** The last game's position, where it ended; null before the first game. */
    private P lastPosition;

    /** One side: its session, generator and evaluator. */
    private record Player<P extends Position>(SearchSession session, MoveGenerator<P> moves, Evaluator<P> evaluator) {
        static <P extends Position> Player<P> of(Bindings bindings, Game<P> game, Choice choice) {
            Binding<P> binding = bindings.bind(game, choice, Choice.NONE);
            return new Player<>(bindings.openSearch(binding.strategy()), binding.moves(), binding.evaluator());
        }
    }

    /**
     * @param bindings   the platform's wiring
     * @param game       a game of two teams
     * @param a          player A's configuration
     * @param b          player B's configuration
     * @param timeControl the time each player has
     * @throws org.stratagem.engine.api.NotationException if a configuration names a missing provider
     */
    public Match(Bindings bindings, Game<P> game, Choice a, Choice b, TimeControl timeControl) {
        this.game = game;
        this.a = Player.of(bindings, game, a);
        this.b = Player.of(bindings, game, b);
        this.timeControl = timeControl;
    }

    /** @return the games lost by forfeit so far, by either player */
    public int forfeits() {
        return forfeits;
    }

    /** @return the games lost on time so far, by either player */
    public int timeLosses() {
        return timeLosses;
    }

    /**
     * The record of the last game played, one line each: {@code start POSITION} (the opening in the game's
     * notation, empty for the initial position), then {@code move MOVE} for every move in the game's
     * notation (chance outcomes included), then {@code result A_RESULT REASON}, A's {@code win},
     * {@code draw} or {@code loss} and why ({@code end} of the game, {@code forfeit}, {@code time},
     * {@code adjudicated} after {@value #MAX_PLIES} plies).
     *
     * @return the lines, empty before the first game
     */
    public List<String> lastRecord() {
        return List.copyOf(record);
    }

    /** @return the position where the last game ended, its moves made from its opening; null before the first game */
    public P lastPosition() {
        return lastPosition;
    }

    /**
     * Plays one game.
     *
     * @param opening the start, in the game's notation
     * @param aTeam   the team player A plays
     * @return the game's result for A: one win, draw or loss
     * @throws org.stratagem.engine.api.NotationException if the opening is not a legal position
     */
    public MatchScore play(String opening, int aTeam) {
        return play(opening, aTeam, List.of(), move -> { }, new StopSignal());
    }

    /**
     * Plays one game, or the rest of one: the moves already made are made again first (a game taken up
     * again after the platform stopped), then the players move, each move told as it is made. A stop
     * ends the game where it stands: the search in progress is stopped and its move not made.
     *
     * @param opening the start, in the game's notation
     * @param aTeam   the team player A plays
     * @param made    the moves already made from the opening, in the game's notation
     * @param moved   told each move made after them, in the game's notation, before the next search
     * @param stop    stops the game when signalled
     * @return the game's result for A: one win, draw or loss; null if it was stopped first
     * @throws org.stratagem.engine.api.NotationException if the opening is not a legal position or a move
     *         made is not a legal move
     */
    public MatchScore play(String opening, int aTeam, List<String> made, Consumer<String> moved, StopSignal stop) {
        P position = game.parsePosition(opening);
        lastPosition = position;
        record.clear();
        record.add("start " + opening);
        for (String move : made) {
            played(position, game.parseMove(position, move));
        }
        MoveList moves = new MoveList();
        long[] clockNanos = {timeControl.clockMillis() * 1_000_000, timeControl.clockMillis() * 1_000_000};
        for (int ply = made.size(); !position.isTerminal(); ply++) {
            if (stop.isStopped()) {
                return null;
            }
            if (ply == MAX_PLIES) {
                return ended(new MatchScore(0, 1, 0), "adjudicated");
            }
            position.legalMoves(moves);
            if (position.seatToMove() == Position.CHANCE) {
                moved.accept(played(position, drawOutcome(moves)));
                continue;
            }
            int team = game.teamOf(position.seatToMove());
            long start = System.nanoTime();
            int move = choose(team == aTeam ? a : b, position, timeControl.limits(clockNanos[team]), stop);
            clockNanos[team] -= System.nanoTime() - start;
            if (stop.isStopped()) {
                return null;
            }
            if (!moves.contains(move)) {
                forfeits++;
                return ended(lossOf(team, aTeam), "forfeit");
            }
            if (timeControl.hasClock() && clockNanos[team] <= 0) {
                timeLosses++;
                return ended(lossOf(team, aTeam), "time");
            }
            clockNanos[team] += timeControl.incrementMillis() * 1_000_000;
            moved.accept(played(position, move));
        }
        int value = position.terminalValue(aTeam);
        return ended(new MatchScore(value > 0 ? 1 : 0, value == 0 ? 1 : 0, value < 0 ? 1 : 0), "end");
    }

    /** @return the move made, in the game's notation */
    private String played(P position, int move) {
        String text = game.formatMove(position, move);
        record.add("move " + text);
        position.makeMove(move);
        return text;
    }

    private MatchScore ended(MatchScore score, String reason) {
        record.add("result " + (score.wins() == 1 ? "win" : score.draws() == 1 ? "draw" : "loss") + " " + reason);
        return score;
    }

    private static MatchScore lossOf(int team, int aTeam) {
        return team == aTeam ? new MatchScore(0, 0, 1) : new MatchScore(1, 0, 0);
    }

    /** @return the player's move, or {@link MoveList#NONE} if its strategy found none or failed */
    private int choose(Player<P> player, P position, SearchLimits limits, StopSignal stop) {
        try {
            SearchResult result = player.session().search(new SearchRequest<>(game, copyOf(position), player.moves(),
                    player.evaluator(), limits, SearchListener.NONE, stop));
            return result.bestMove();
        } catch (SearchFailedException failed) {
            return MoveList.NONE;
        }
    }

    /** {@link Position#copy()} is declared to return a Position; a game's copy is of its own type. */
    @SuppressWarnings("unchecked")
    private P copyOf(P position) {
        return (P) position.copy();
    }

    private int drawOutcome(MoveList outcomes) {
        double draw = chance.nextDouble();
        for (int i = 0; i < outcomes.size() - 1; i++) {
            draw -= outcomes.probability(i);
            if (draw < 0) {
                return outcomes.get(i);
            }
        }
        return outcomes.get(outcomes.size() - 1);
    }
}
