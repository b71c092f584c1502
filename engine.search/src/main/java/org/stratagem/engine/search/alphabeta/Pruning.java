package org.stratagem.engine.search.alphabeta;

import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.SearchHints;

/**
 * The forward prunings an alpha-beta search may use, both off unless configured (see
 * {@link AlphaBetaSearcher.Config}) and never where the game declares them unsound. Each makes the search skip or shorten lines that are probably
 * bad, on an assumption some games break, so neither may decide a proven result (see
 * {@link AlphaBeta}).
 *
 * @param lateMoveReductions search late moves shallower first (assumes the move ordering is good)
 * @param nullMove           cut a node off when even passing beats beta (assumes zugzwang is rare;
 *                           needs positions that can pass, see {@link org.stratagem.engine.api.Passable})
 */
record Pruning(boolean lateMoveReductions, boolean nullMove) {
    /** Neither pruning: the search is exact to its horizon. */
    static final Pruning NONE = new Pruning(false, false);
    /** Both prunings. */
    static final Pruning ALL = new Pruning(true, true);

    /**
     * @param game the game searched
     * @return these prunings without those the game declares unsound
     */
    Pruning allowedIn(Game<?> game) {
        Set<ForwardPruning> unsound = SearchHints.of(game).unsoundPrunings();
        return new Pruning(lateMoveReductions && !unsound.contains(ForwardPruning.LATE_MOVE_REDUCTIONS),
                nullMove && !unsound.contains(ForwardPruning.NULL_MOVE));
    }
}
