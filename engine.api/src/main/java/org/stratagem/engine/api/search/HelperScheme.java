package org.stratagem.engine.api.search;

/**
 * How the threads of a parallel alpha-beta search (Lazy SMP) share the work, for the searches that run
 * on several threads. A game names the one measured to search it faster
 * ({@link SearchHints#recommendedHelperScheme()}), which a strategy applies unless configured not to.
 * Neither changes a proven value; each is faster on a different kind of search.
 */
public enum HelperScheme {
    /**
     * Every thread searches the same depths, splitting each node's moves between them, and the first to
     * complete a depth hands it to the others: the time to reach a depth falls. The default; measured
     * faster on Gomoku's middle games, whose searches end at a horizon.
     */
    SHARED_DEPTHS,
    /**
     * The helper threads spread over the depths around the main thread's (Stockfish 8's skipping of
     * depths), filling the shared table for it: the values a helper's deeper iterations prove serve the
     * main thread's next ones. Measured faster on the proofs of small games (Triangle War), whose searches
     * end in a proven value.
     */
    SKIPPED_DEPTHS
}
