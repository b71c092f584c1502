package org.stratagem.game.gomoku;

import java.util.Optional;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.testkit.ForwardingGame;

/**
 * A Gomoku game without its tactical oracle, for tests that compare alpha-beta at a fixed depth with
 * minimax: a probe proves wins beyond the horizon, which minimax to that depth cannot see.
 */
final class WithoutOracle extends ForwardingGame<GomokuPosition> {

    /** @param game the game, unchanged but for the oracle */
    WithoutOracle(GomokuGame game) {
        super(game);
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        return type == TacticalOracle.class ? Optional.empty() : inner.capability(type);
    }
}
