package org.stratagem.engine.search.alphabeta;

/**
 * The forward prunings an alpha-beta search may use, both off unless configured (see
 * {@link AlphaBetaSearcher.Config}). Each makes the search skip or shorten lines that are probably
 * bad, on an assumption some games break, so neither may decide a proven result (see
 * {@link AlphaBeta}).
 *
 * @param lateMoveReductions search late moves shallower first (assumes the move ordering is good)
 * @param nullMove           cut a node off when even passing beats beta (assumes zugzwang is rare;
 *                           needs positions that can pass, see {@link PassablePosition})
 */
record Pruning(boolean lateMoveReductions, boolean nullMove) {
    /** Neither pruning: the search is exact to its horizon. */
    static final Pruning NONE = new Pruning(false, false);
    /** Both prunings. */
    static final Pruning ALL = new Pruning(true, true);
}
