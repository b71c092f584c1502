package org.stratagem.game.gomoku;

import java.lang.annotation.Annotation;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/** The alpha-beta strategy as the platform configures it: its prunings chosen, not the game's recommendations. */
final class AlphaBetaConfigs {
    private AlphaBetaConfigs() {
    }

    /** @return alpha-beta exact to its horizon: no pruning, whatever the game recommends */
    static AlphaBetaSearcher exact() {
        return withReductions(false);
    }

    /**
     * @param lateMoveReductions whether late moves are searched shallower first
     * @return alpha-beta with late move reductions or without, no null moves, and nothing the game recommends
     */
    static AlphaBetaSearcher withReductions(boolean lateMoveReductions) {
        return new AlphaBetaSearcher(new AlphaBetaSearcher.Config() {
            @Override
            public boolean lateMoveReductions() {
                return lateMoveReductions;
            }

            @Override
            public boolean nullMove() {
                return false;
            }

            @Override
            public boolean singleReplyExtension() {
                return false;
            }

            @Override
            public boolean gameRecommendations() {
                return false;
            }

            @Override
            public Class<? extends Annotation> annotationType() {
                return AlphaBetaSearcher.Config.class;
            }
        });
    }
}
