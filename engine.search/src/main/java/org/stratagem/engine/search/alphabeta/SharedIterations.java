package org.stratagem.engine.search.alphabeta;

import java.util.concurrent.atomic.AtomicReference;

/**
 * The deepest iteration that any thread of a parallel search has completed. The threads search the same
 * depths, splitting each node's moves between them ({@link BusyMoves}); the first to complete a depth
 * publishes its iteration, and the others abandon theirs at that depth, take the published one as their
 * own and go on one deeper. So the search reaches a depth when its quickest thread does, and the threads
 * never drift apart to search different depths, where the deeper results in the shared table, with the
 * evaluation's odd-even swings, would upset the shallower searches' windows rather than help them.
 */
final class SharedIterations {
    private final AtomicReference<AlphaBeta.Completed> deepest = new AtomicReference<>(AlphaBeta.Completed.NONE);

    /**
     * Publishes a completed iteration, unless one as deep is already published; a proven value, which
     * ends the search, is kept before any that is not.
     *
     * @param iteration the completed iteration
     */
    void publish(AlphaBeta.Completed iteration) {
        deepest.accumulateAndGet(iteration, SharedIterations::better);
    }

    private static AlphaBeta.Completed better(AlphaBeta.Completed published, AlphaBeta.Completed offered) {
        if (published.proven() != offered.proven()) {
            return published.proven() ? published : offered;
        }
        return offered.depth() > published.depth() ? offered : published;
    }

    /** @return the best iteration published (proven, else the deepest); {@link AlphaBeta.Completed#NONE} before any */
    AlphaBeta.Completed deepest() {
        return deepest.get();
    }

    /**
     * @param depth the depth a thread is searching
     * @return whether some thread has completed that depth or a deeper one, or proven the value
     */
    boolean reached(int depth) {
        AlphaBeta.Completed best = deepest.get();
        return best.proven() || best.depth() >= depth;
    }
}
