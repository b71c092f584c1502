package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;

/**
 * The searches of a Gomocup brain ({@link GomocupBrain}): the move it plays, and what the strategy
 * finds in a position (for the {@link Swap2} choices). Each search says what it found in one line for
 * the manager's log ({@link #message}), handed to the caller's messages.
 *
 * <p>A move begins with a threat search: a win by continuous fours ({@link Vcf}) is played at once;
 * the threat search may visit {@value #VCF_NODES_PER_MILLI} positions per millisecond of the move's
 * deadline (a few hundredths of it), and ends at a {@value #VCF_TIME_SHARE}th of the deadline whatever
 * it has visited (renju's forbidden points slow it down; a loaded machine too). Otherwise the move is searched by the session's platform strategy
 * with the generator and the evaluator given, in what is left of the move's time; its tables are
 * prepared when the memory is told, outside the moves' time ({@link PreparedSession}). At {@code START}
 * the brain warms up ({@link #warmUp}): the first move of a fresh JVM, its code not yet compiled, would
 * otherwise search a fraction of the positions in its time. A move is never illegal: when the
 * search fails, or chooses no legal move in its time, the brain plays the generator's first legal move
 * (the threat-aware generator lists the strongest first: a five, the block of a four...), or, if the
 * generator gives none or fails, the legal point nearest the centre.
 */
final class BrainSearch {
    /** The longest win by continuous fours looked for, in the brain's moves. */
    private static final int VCF_MOVES = 20;
    /** The threat search's positions per millisecond of the move's deadline. */
    private static final long VCF_NODES_PER_MILLI = 20;
    /** The time of the search that warms the brain up. */
    static final long WARM_UP_MILLIS = 200;
    /** The threat search ends at this part of the move's deadline. */
    private static final long VCF_TIME_SHARE = 10;
    /** The fewest positions the threat search may visit, for the fastest time controls. */
    private static final long VCF_MIN_NODES = 2_000;
    /** The threat search's table of refuted positions: 2^16 entries. */
    private static final int VCF_TABLE_BITS = 16;
    /** The most moves of a principal variation a message shows: the manager may cut a long line. */
    static final int PV_SHOWN = 10;

    private final PreparedSession session;
    /** One generator for the whole run, so that the strategy's session keeps its tables from move to move. */
    private final MoveGenerator<GomokuPosition> candidates;
    private final Evaluator<GomokuPosition> evaluator;
    private boolean warm;

    /**
     * @param sessions   opens a session of the strategy that searches
     * @param candidates the moves it searches
     * @param evaluator  the evaluator it searches with
     */
    BrainSearch(Supplier<SearchSession> sessions, MoveGenerator<GomokuPosition> candidates,
            Evaluator<GomokuPosition> evaluator) {
        this.session = new PreparedSession(sessions);
        this.candidates = candidates;
        this.evaluator = evaluator;
    }

    /** @param forTables the limits to prepare the tables with (their memory), off the moves' time */
    void prepare(SearchLimits forTables) {
        session.prepare(forTables);
    }

    /**
     * @param game     the game the position belongs to
     * @param position a position where the side to move has a legal move; left as it was
     * @param limits   the move's limits
     * @param messages told what the search found ({@link #message}), or why it found nothing
     * @return a legal move of the side to move
     */
    int move(GomokuGame game, GomokuPosition position, SearchLimits limits, Consumer<String> messages) {
        long start = System.nanoTime();
        long budget = Math.max(VCF_MIN_NODES, limits.deadlineMillis() * VCF_NODES_PER_MILLI);
        long endNanos = limits.deadlineMillis() * 1_000_000 / VCF_TIME_SHARE;
        Vcf.Result fours = new Vcf(VCF_MOVES, budget, VCF_TABLE_BITS).search(position, budget,
                () -> endNanos > 0 && System.nanoTime() - start > endNanos);
        if (fours.verdict() == Vcf.Verdict.WIN) {
            int[] line = fours.line();
            int plies = fours.plies();
            messages.accept(message(game, position, new SearchResult(line[0], Score.proven(1, plies), true, line, plies,
                    fours.nodes(), (System.nanoTime() - start) / 1_000_000, 0)));
            return line[0];
        }
        long spentMillis = (System.nanoTime() - start) / 1_000_000;
        SearchResult result = search(game, position, afterSpending(limits, spentMillis), messages,
                "playing the generator's first move");
        if (result != null) {
            int move = result.bestMove();
            if (position.isLegalPoint(move)) {
                messages.accept(message(game, position, result));
                return move;
            }
            messages.accept("DEBUG the search chose no move: playing the generator's first move");
        }
        return firstCandidate(position);
    }

    /**
     * Searches the empty board of the game for {@value #WARM_UP_MILLIS} ms with the brain's session, the
     * first time it is called, so that the code of the search is compiled before the first move (it stays
     * compiled for the later games); says nothing. A strategy that fails here is not held to it: the moves
     * have their own fallback, and {@code START} must answer.
     *
     * @param game the game about to be played
     */
    void warmUp(GomokuGame game) {
        if (warm) {
            return;
        }
        warm = true;
        try {
            search(game, game.parsePosition(""), SearchLimits.time(WARM_UP_MILLIS), message -> { }, "");
        } catch (RuntimeException failed) {
            // nothing to do: a warm-up is an optimisation, and the first move falls back on its own
        }
    }

    /** @return the limits of what is left of a move once some of its time is spent: its time limit and clock, less that */
    static SearchLimits afterSpending(SearchLimits limits, long spentMillis) {
        SearchLimits left = limits.timeMillis() > 0 ? limits.withTime(Math.max(1, limits.timeMillis() - spentMillis)) : limits;
        GameClock clock = limits.clock();
        return clock.isSet() ? left.withClock(new GameClock(Math.max(1, clock.remainingMillis() - spentMillis),
                clock.incrementMillis(), clock.movesToGo())) : left;
    }

    /** @return the generator's first legal move, else the legal point nearest the centre */
    private int firstCandidate(GomokuPosition position) {
        MoveList listed = new MoveList();
        try {
            candidates.generate(position.copy(), listed);
        } catch (RuntimeException failed) {
            listed.clear();
        }
        for (int i = 0; i < listed.size(); i++) {
            int move = listed.get(i);
            if (position.isLegalPoint(move)) {
                return move;
            }
        }
        return nearestTheCentre(position);
    }

    /**
     * @param game     the game the position belongs to
     * @param position the position to search; left as it was
     * @param limits   the search's limits
     * @param messages told why the search failed, if it did
     * @param instead  what the brain does when it fails, for that message
     * @return what the strategy found, or null if it failed
     */
    SearchResult search(GomokuGame game, GomokuPosition position, SearchLimits limits, Consumer<String> messages,
            String instead) {
        SearchSession searching = session.forMove(messages);
        SearchRequest<GomokuPosition> request = new SearchRequest<>(game, position.copy(), candidates, evaluator,
                limits.withMemory(session.memoryMb()), SearchListener.NONE, new StopSignal());
        try {
            return searching.search(request);
        } catch (SearchFailedException failed) {
            messages.accept("MESSAGE " + failed.getMessage().replaceAll("\\R", " ") + "; " + instead);
            return null;
        }
    }

    /**
     * One line for the manager's log:
     * {@code MESSAGE depth D score S pv x,y x,y ... nodes N nps R time T ms}, where S is the score for
     * the side to move on the strategy's scale, or for a decided game {@code win in P plies},
     * {@code loss in P plies} (without {@code in P plies} when the strategy knows no distance, with
     * {@code (unproven)} when it found the win by skipping moves, as the nearby moves do), {@code draw};
     * the principal variation shows its first {@value #PV_SHOWN} moves, then {@code ...}, or {@code none}.
     *
     * @param game     the game, for its move notation
     * @param position the position searched
     * @param result   what the search found
     * @return the line
     */
    static String message(GomokuGame game, GomokuPosition position, SearchResult result) {
        int[] pv = result.pv();
        String moves = pv.length == 0 ? "none" : Arrays.stream(pv).limit(PV_SHOWN)
                .mapToObj(move -> game.formatMove(position, move)).collect(Collectors.joining(" "))
                + (pv.length > PV_SHOWN ? " ..." : "");
        return "MESSAGE depth " + result.depth() + " score " + score(result) + " pv " + moves + " nodes " + result.nodes()
                + " nps " + result.nodesPerSecond() + " time " + result.millis() + " ms";
    }

    private static String score(SearchResult result) {
        int score = result.score();
        if (!Score.isDecisive(score)) {
            return result.proven() && score == 0 ? "draw" : String.valueOf(score);
        }
        String outcome = score > 0 ? "win" : "loss";
        if (Score.hasMargin(score)) {
            long plies = Score.WIN + (long) Math.abs(Score.gameValue(score)) * Score.VALUE_UNIT - Math.abs(score);
            outcome += " in " + plies + (plies == 1 ? " ply" : " plies");
        }
        return result.proven() ? outcome : outcome + " (unproven)";
    }

    /** @return the empty point nearest the centre that the side to move may play, the first in point order among the nearest */
    static int nearestTheCentre(GomokuPosition position) {
        Board board = position.board();
        int centreX = board.width() - 1;
        int centreY = board.height() - 1;
        int nearest = -1;
        int nearestDistance = Integer.MAX_VALUE;
        for (int point = 0; point < board.points(); point++) {
            // in half-points, so that the centre of an even board is a whole number too
            int dx = 2 * board.x(point) - centreX;
            int dy = 2 * board.y(point) - centreY;
            if (position.isLegal(point) && dx * dx + dy * dy < nearestDistance) {
                nearest = point;
                nearestDistance = dx * dx + dy * dy;
            }
        }
        return nearest;
    }
}
