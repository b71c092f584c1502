package org.stratagem.engine.search.alphabeta;

/**
 * Lazy SMP's skipping of depths, Stockfish 8's {@code SkipSize} and {@code SkipPhase}, for the games
 * whose searches it hastens ({@link org.stratagem.engine.api.search.HelperScheme#SKIPPED_DEPTHS}):
 * helper thread {@code i} skips depth {@code d} when {@code (d + phase) / size} is odd, with size and
 * phase taken at {@code (i - 1) % 20}, so that the helpers spread over the depths around the main
 * thread's instead of repeating its iteration, and fill the shared table with deeper results for it.
 */
final class SkippedDepths {
    private static final int[] SKIP_SIZE = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    private static final int[] SKIP_PHASE = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};

    private SkippedDepths() {
    }

    /**
     * @param helper a helper thread, from 1
     * @param depth  an iteration's depth, from 1
     * @return whether the helper skips that iteration
     */
    static boolean skips(int helper, int depth) {
        int i = (helper - 1) % SKIP_SIZE.length;
        return (depth + SKIP_PHASE[i]) / SKIP_SIZE[i] % 2 != 0;
    }
}
