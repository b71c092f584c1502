package org.stratagem.engine.search.alphabeta;

import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.SearchExtension;
import org.stratagem.engine.api.search.SearchHints;

/**
 * Which lines an alpha-beta search shortens and which it lengthens: the forward prunings it may use
 * and the extension, those configured (see {@link AlphaBetaSearcher.Config}) and, unless told not to,
 * those the game recommends ({@link SearchHints#recommendedPrunings()},
 * {@link SearchHints#recommendedExtensions()}), never a pruning the game declares unsound. Each pruning
 * makes the search skip or shorten lines that are probably bad, on an assumption some games break, so
 * neither may decide a proven result (see {@link AlphaBeta}); the extension only searches forced lines
 * deeper, which changes no proof.
 *
 * @param lateMoveReductions   search late moves shallower first (assumes the move ordering is good)
 * @param nullMove             cut a node off when even passing beats beta (assumes zugzwang is rare;
 *                             needs positions that can pass, see {@link org.stratagem.engine.api.Passable})
 * @param singleReplyExtension search the only move of a node at the node's depth
 *                             ({@link SearchExtension#SINGLE_REPLY})
 * @param gameRecommendations  add the prunings and the extensions the game recommends
 */
record Selectivity(boolean lateMoveReductions, boolean nullMove, boolean singleReplyExtension,
        boolean gameRecommendations) {
    /** No pruning, no extension, whatever the game recommends: the search is exact to its horizon. */
    static final Selectivity NONE = new Selectivity(false, false);
    /** Both prunings, no extension. */
    static final Selectivity ALL = new Selectivity(true, true);
    /** Only what the game recommends: the strategy's default configuration. */
    static final Selectivity RECOMMENDED = new Selectivity(false, false, false, true);

    /** The prunings given, no extension, and nothing the game recommends beyond them. */
    Selectivity(boolean lateMoveReductions, boolean nullMove) {
        this(lateMoveReductions, nullMove, false, false);
    }

    /**
     * @param game the game searched
     * @return this selectivity, with what the game recommends if that is followed, without the prunings
     *         it declares unsound
     */
    Selectivity allowedIn(Game<?> game) {
        SearchHints hints = SearchHints.of(game);
        boolean extended = singleReplyExtension
                || gameRecommendations && hints.recommendedExtensions().contains(SearchExtension.SINGLE_REPLY);
        return new Selectivity(applies(lateMoveReductions, ForwardPruning.LATE_MOVE_REDUCTIONS, hints),
                applies(nullMove, ForwardPruning.NULL_MOVE, hints), extended, gameRecommendations);
    }

    private boolean applies(boolean configured, ForwardPruning pruning, SearchHints hints) {
        boolean wanted = configured || gameRecommendations && hints.recommendedPrunings().contains(pruning);
        return wanted && !hints.unsoundPrunings().contains(pruning);
    }
}
