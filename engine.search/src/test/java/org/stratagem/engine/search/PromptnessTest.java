package org.stratagem.engine.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.stratagem.engine.search.common.SearchRun.POLL_INTERVAL;

import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.fixtures.CountingGame.Counted;
import org.stratagem.engine.search.fixtures.CountingGame;
import org.stratagem.engine.search.fixtures.Fixtures;

/**
 * How promptly every strategy ends once stopped or out of time, counted in positions rather than
 * timed: a timed test of speed is flaky, so milliseconds are measured by the benchmarks
 * ({@code StopLatency}) and reported, never asserted. The search runs on an endless request of
 * {@link StrategiesTest} whose game counts the moves made; at the N-th move the game sets the stop
 * signal (or holds the search until its deadline has passed), and the moves made after it are the
 * positions the search visited before returning. {@link org.stratagem.engine.search.common.SearchRun}
 * polls every {@value org.stratagem.engine.search.common.SearchRun#POLL_INTERVAL} nodes and every
 * move made in the search proper counts a node, so at most {@code POLL_INTERVAL - 1} further moves
 * reach the next poll; then the search unwinds, which takes moves back but makes few:
 * {@link #WAY_OUT}. Positions convert to time through the strategy's nodes per second.
 */
class PromptnessTest {
    /**
     * The moves beyond one poll interval a search may make: moves that visit no new position, so
     * count no node. Searches play out each variation they report, to format it: alphabeta and
     * expectimax report every iteration they complete (the first few iterations, complete within
     * one interval, make some 45 such moves on the endless tree), mcts and df-pn report once on the
     * way out. bfs walks along its tree of records from one record to the next, a move or two per
     * record, some 15% of its nodes on the endless puzzle (about 75 moves an interval).
     */
    private static final int WAY_OUT = POLL_INTERVAL / 4;
    /** The moves at which searches are stopped: at once, around a poll, and deep into the search. */
    private static final long[] STOP_AT = {1, 2, 511, 512, 513, 1000, 4099, 20_000};
    /** The time limit of the searches held until their deadline has passed. */
    private static final long DEADLINE_MILLIS = 150;
    /** The moves at which they are held: at once, and early enough to come well before the deadline. */
    private static final long[] DEADLINE_AT = {1, 4400};

    /** A search whose game counts the moves made, and the game. */
    private record Watched<P extends Position>(CountingGame<P> game, SearchRequest<Counted<P>> request) {
    }

    private static <P extends Position> Watched<P> watch(SearchRequest<P> request) {
        CountingGame<P> game = new CountingGame<>(request.game());
        return new Watched<>(game, new SearchRequest<>(game, game.wrap(request.position()),
                (position, out) -> request.moves().generate(position.unwrapped(), out),
                position -> request.evaluator().evaluate(position.unwrapped()), request.limits(), request.listener(),
                request.stop()));
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.StrategiesTest#strategies")
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theStopSignalIsSeenWithinOnePollInterval(Searcher searcher) {
        for (long stopAt : STOP_AT) {
            StopSignal stop = new StopSignal();
            Watched<?> watched = watch(StrategiesTest.endless(searcher, SearchLimits.NONE).withStop(stop));
            watched.game().when(stopAt, stop::stop);
            SearchResult result = Fixtures.search(searcher::search, watched.request());
            long after = watched.game().movesMade() - stopAt;
            String what = searcher.id() + " stopped at move " + stopAt;
            assertTrue(after >= 0, what + ": returned after " + watched.game().movesMade() + " moves, before the stop");
            assertTrue(after <= POLL_INTERVAL + WAY_OUT, what + ": made " + after + " more moves before returning (at most "
                    + (POLL_INTERVAL + WAY_OUT) + "), " + result.nodes() + " nodes in all");
            assertFalse(result.proven(), what);
        }
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.StrategiesTest#strategies")
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theDeadlineIsSeenWithinOnePollInterval(Searcher searcher) {
        for (long deadlineAt : DEADLINE_AT) {
            Watched<?> watched = watch(StrategiesTest.endless(searcher, SearchLimits.time(DEADLINE_MILLIS)));
            watched.game().when(deadlineAt, () -> holdFor(DEADLINE_MILLIS));
            SearchResult result = Fixtures.search(searcher::search, watched.request());
            // The run's clock started before the move held, so it has passed the deadline once the
            // move returns; had it passed it before, the search would have stopped sooner.
            String what = searcher.id() + " held at move " + deadlineAt;
            assumeTrue(watched.game().movesMade() >= deadlineAt, what + ": ran out of its " + DEADLINE_MILLIS
                    + " ms before that move; the machine is too busy for this test");
            long after = watched.game().movesMade() - deadlineAt;
            assertTrue(after <= POLL_INTERVAL + WAY_OUT, what + ": made " + after
                    + " more moves after its deadline (at most " + (POLL_INTERVAL + WAY_OUT) + "), " + result.nodes()
                    + " nodes in all");
            assertFalse(result.proven(), what);
        }
    }

    /**
     * In a game whose every move takes {@value #SLOW_MOVE_MICROS} µs (a slow game's node: beliefs drawn,
     * probes made), {@value #POLL_INTERVAL} moves take a tenth of a second: the polls must come every few
     * moves, so that the search returns within a few moves of its deadline, not an interval's time later.
     */
    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.StrategiesTest#strategies")
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theDeadlineOfASlowGameIsSeenWithinAFewMoves(Searcher searcher) {
        long start = System.nanoTime();
        Watched<?> watched = watch(StrategiesTest.endless(searcher, SearchLimits.time(DEADLINE_MILLIS)));
        long[] movesAtTheLimit = {-1};
        Runnable slowMove = new Runnable() {
            @Override
            public void run() {
                holdForMicros(SLOW_MOVE_MICROS);
                if (movesAtTheLimit[0] < 0 && System.nanoTime() - start >= DEADLINE_MILLIS * 1_000_000) {
                    movesAtTheLimit[0] = watched.game().movesMade();
                }
                watched.game().when(watched.game().movesMade() + 1, this);
            }
        };
        watched.game().when(1, slowMove);
        SearchResult result = Fixtures.search(searcher::search, watched.request());
        long after = movesAtTheLimit[0] < 0 ? 0 : watched.game().movesMade() - movesAtTheLimit[0];
        assertTrue(after <= SLOW_GAME_WAY_OUT + WAY_OUT, searcher.id() + ": made " + after + " more moves after its "
                + DEADLINE_MILLIS + " ms (at most " + (SLOW_GAME_WAY_OUT + WAY_OUT) + "), " + result.nodes() + " nodes in all");
    }

    /** The time each move of the slow game takes. */
    private static final long SLOW_MOVE_MICROS = 200;
    /** The moves to the next poll a slow game may make past its deadline. */
    private static final int SLOW_GAME_WAY_OUT = 8;

    private static void holdForMicros(long micros) {
        long until = System.nanoTime() + micros * 1_000;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** Holds the search thread for a time, whatever interrupts or spurious wake-ups. */
    private static void holdFor(long millis) {
        long until = System.nanoTime() + millis * 1_000_000;
        for (long left = millis * 1_000_000; left > 0; left = until - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
