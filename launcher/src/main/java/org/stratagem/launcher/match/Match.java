package org.stratagem.launcher.match;

import java.util.SplittableRandom;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.SearchFailedException;
import org.stratagem.engine.api.SearchLimits;
import org.stratagem.engine.api.SearchListener;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.api.SearchSession;
import org.stratagem.engine.api.StopSignal;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.launcher.session.Choice;

/**
 * Games between two players of a game of two teams, each player a strategy configuration with its
 * own search session (its tables kept from move to move, as an engine's are). Every move is one
 * contained search under the move's time limit. A player that finds no move, returns an illegal
 * one or whose strategy fails loses the game by forfeit. A game longer than {@value #MAX_PLIES}
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
    private final SearchLimits limits;
    private final SplittableRandom chance = new SplittableRandom(1);
    private int forfeits;

    /** One side: its session, generator and evaluator. */
    private record Player<P extends Position>(SearchSession session, MoveGenerator<P> moves, Evaluator<P> evaluator) {
        static <P extends Position> Player<P> of(Bindings bindings, Game<P> game, Choice choice) {
            return new Player<>(bindings.openSearch(bindings.strategyFor(game, choice.strategy())),
                    bindings.moveGenerator(game, choice.movegen()), bindings.evaluator(game, choice.evaluator()));
        }
    }

    /**
     * @param bindings   the platform's wiring
     * @param game       a game of two teams
     * @param a          player A's configuration
     * @param b          player B's configuration
     * @param moveMillis the time of every search
     * @throws org.stratagem.engine.api.NotationException if a configuration names a missing provider
     */
    public Match(Bindings bindings, Game<P> game, Choice a, Choice b, long moveMillis) {
        this.game = game;
        this.a = Player.of(bindings, game, a);
        this.b = Player.of(bindings, game, b);
        this.limits = SearchLimits.time(moveMillis);
    }

    /** @return the games lost by forfeit so far, by either player */
    public int forfeits() {
        return forfeits;
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
        P position = game.parsePosition(opening);
        MoveList moves = new MoveList();
        for (int ply = 0; !position.isTerminal(); ply++) {
            if (ply == MAX_PLIES) {
                return new MatchScore(0, 1, 0);
            }
            position.legalMoves(moves);
            if (position.seatToMove() == Position.CHANCE) {
                position.makeMove(drawOutcome(moves));
                continue;
            }
            int team = game.teamOf(position.seatToMove());
            int move = choose(team == aTeam ? a : b, position);
            if (!moves.contains(move)) {
                forfeits++;
                return team == aTeam ? new MatchScore(0, 0, 1) : new MatchScore(1, 0, 0);
            }
            position.makeMove(move);
        }
        int value = position.terminalValue(aTeam);
        return new MatchScore(value > 0 ? 1 : 0, value == 0 ? 1 : 0, value < 0 ? 1 : 0);
    }

    /** @return the player's move, or {@link MoveList#NONE} if its strategy found none or failed */
    private int choose(Player<P> player, P position) {
        try {
            SearchResult result = player.session().search(new SearchRequest<>(game, copyOf(position), player.moves(),
                    player.evaluator(), limits, SearchListener.NONE, new StopSignal()));
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
