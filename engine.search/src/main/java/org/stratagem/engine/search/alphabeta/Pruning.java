package org.stratagem.engine.search.alphabeta;

import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.SearchHints;

/**
 * The forward prunings an alpha-beta search may use: those configured (see {@link AlphaBetaSearcher.Config})
 * and, unless told not to, those the game recommends ({@link SearchHints#recommendedPrunings()}), never
 * those the game declares unsound. Each makes the search skip or shorten lines that are probably bad, on
 * an assumption some games break, so neither may decide a proven result (see {@link AlphaBeta}).
 *
 * @param lateMoveReductions  search late moves shallower first (assumes the move ordering is good)
 * @param nullMove            cut a node off when even passing beats beta (assumes zugzwang is rare;
 *                            needs positions that can pass, see {@link org.stratagem.engine.api.Passable})
 * @param gameRecommendations add the prunings the game recommends
 */
record Pruning(boolean lateMoveReductions, boolean nullMove, boolean gameRecommendations) {
    /** Neither pruning, whatever the game recommends: the search is exact to its horizon. */
    static final Pruning NONE = new Pruning(false, false);
    /** Both prunings. */
    static final Pruning ALL = new Pruning(true, true);
    /** No pruning but those the game recommends: the strategy's default configuration. */
    static final Pruning RECOMMENDED = new Pruning(false, false, true);

    /** The prunings given, and none the game recommends beyond them. */
    Pruning(boolean lateMoveReductions, boolean nullMove) {
        this(lateMoveReductions, nullMove, false);
    }

    /**
     * @param game the game searched
     * @return these prunings, with those the game recommends if they are followed, without those it
     *         declares unsound
     */
    Pruning allowedIn(Game<?> game) {
        SearchHints hints = SearchHints.of(game);
        return new Pruning(applies(lateMoveReductions, ForwardPruning.LATE_MOVE_REDUCTIONS, hints),
                applies(nullMove, ForwardPruning.NULL_MOVE, hints), gameRecommendations);
    }

    private boolean applies(boolean configured, ForwardPruning pruning, SearchHints hints) {
        boolean wanted = configured || gameRecommendations && hints.recommendedPrunings().contains(pruning);
        return wanted && !hints.unsoundPrunings().contains(pruning);
    }
}
