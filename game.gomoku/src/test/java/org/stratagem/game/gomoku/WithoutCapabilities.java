package org.stratagem.game.gomoku;

import java.util.List;
import java.util.Optional;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.search.QuiescenceMoves;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.testkit.ForwardingGame;

/**
 * A Gomoku game without some of its capabilities: without its search aids (the tactical oracle and the
 * quiescence moves) for tests that compare alpha-beta at a fixed depth with minimax, since a probe proves
 * wins beyond the horizon and a quiescence search sees threats past it, where minimax to that depth
 * cannot see; without one of them for measurements of what it brings.
 */
final class WithoutCapabilities extends ForwardingGame<GomokuPosition> {
    private final List<Class<?>> hidden;

    /**
     * @param game   the game, unchanged but for the hidden capabilities
     * @param hidden the capabilities it does not offer
     */
    WithoutCapabilities(Game<GomokuPosition> game, Class<?>... hidden) {
        super(game);
        this.hidden = List.of(hidden);
    }

    /**
     * @param game the game
     * @return the game without its tactical oracle and its quiescence moves
     */
    static WithoutCapabilities withoutSearchAids(GomokuGame game) {
        return new WithoutCapabilities(game, TacticalOracle.class, QuiescenceMoves.class);
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        return hidden.contains(type) ? Optional.empty() : inner.capability(type);
    }
}
