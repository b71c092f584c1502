package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The threads' iterations: the deepest is kept, a proof before any depth, and a depth is reached once one as deep is kept. */
class SharedIterationsTest {
    private static AlphaBeta.Completed iteration(int depth, boolean proven) {
        return new AlphaBeta.Completed(depth * 10, proven, new int[] {depth}, depth);
    }

    @Test
    void theDeepestIterationIsKept() {
        SharedIterations shared = new SharedIterations();
        assertSame(AlphaBeta.Completed.NONE, shared.deepest());
        AlphaBeta.Completed five = iteration(5, false);
        shared.publish(five);
        shared.publish(iteration(4, false));
        shared.publish(iteration(5, false));
        assertSame(five, shared.deepest());
        AlphaBeta.Completed six = iteration(6, false);
        shared.publish(six);
        assertSame(six, shared.deepest());
    }

    @Test
    void aProofIsKeptBeforeAnyDepth() {
        SharedIterations shared = new SharedIterations();
        shared.publish(iteration(9, false));
        AlphaBeta.Completed proof = iteration(3, true);
        shared.publish(proof);
        shared.publish(iteration(12, false));
        assertSame(proof, shared.deepest());
        assertTrue(shared.reached(40), "a proof ends every iteration");
    }

    @Test
    void aDepthIsReachedOnceAnIterationAsDeepIsPublished() {
        SharedIterations shared = new SharedIterations();
        assertFalse(shared.reached(1));
        shared.publish(iteration(4, false));
        assertTrue(shared.reached(3));
        assertTrue(shared.reached(4));
        assertFalse(shared.reached(5));
    }
}
