package org.stratagem.game.gomoku;

import java.lang.annotation.Annotation;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/** The alpha-beta strategy configured as the platform's configuration would: its prunings chosen, not the game's recommendations. */
final class AlphaBetaConfigs {
    private AlphaBetaConfigs() {
    }

    /** @return alpha-beta exact to its horizon: no pruning or extension, whatever the game recommends */
    static AlphaBetaSearcher exact() {
        return new AlphaBetaSearcher(new AlphaBetaSearcher.Config() {
            @Override
            public boolean lateMoveReductions() {
                return false;
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
