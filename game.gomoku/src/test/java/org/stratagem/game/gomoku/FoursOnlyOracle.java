package org.stratagem.game.gomoku;

import java.util.Optional;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.testkit.ForwardingGame;

/**
 * A Gomoku game whose tactical oracle looks for victories by continuous fours only, as the game's did
 * before it looked for threes too ({@code ThreatProver(false)}): for tests and measurements that
 * compare with that engine, or that must not let the wider oracle decide their games.
 */
final class FoursOnlyOracle extends ForwardingGame<GomokuPosition> {
    private final TacticalOracle<GomokuPosition> oracle = () -> new ThreatProver(false);

    /** @param game the game, unchanged but for the oracle */
    FoursOnlyOracle(GomokuGame game) {
        super(game);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Optional<T> capability(Class<T> type) {
        return type == TacticalOracle.class ? Optional.of((T) oracle) : inner.capability(type);
    }
}
