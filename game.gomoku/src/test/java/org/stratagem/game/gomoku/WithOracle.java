package org.stratagem.game.gomoku;

import java.util.Optional;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.testkit.ForwardingGame;

/**
 * A Gomoku game with another tactical oracle than its own, for tests and measurements that compare with
 * the engine as it was: fours only ({@code ThreatProver(false, 0)}, the game's oracle before it looked
 * for threes), or threes at every probe however small ({@code ThreatProver(true, 0)}, before the main
 * search's probes looked for fours only).
 */
final class WithOracle extends ForwardingGame<GomokuPosition> {
    private final TacticalOracle<GomokuPosition> oracle;

    /**
     * @param game   the game, unchanged but for the oracle
     * @param oracle the oracle it offers instead of its own
     */
    WithOracle(GomokuGame game, TacticalOracle<GomokuPosition> oracle) {
        super(game);
        this.oracle = oracle;
    }

    /** @return the game with an oracle of fours only */
    static WithOracle foursOnly(GomokuGame game) {
        return new WithOracle(game, () -> new ThreatProver(false, 0));
    }

    /** @return the game with an oracle that looks for threes at every probe */
    static WithOracle threesEverywhere(GomokuGame game) {
        return new WithOracle(game, () -> new ThreatProver(true, 0));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Optional<T> capability(Class<T> type) {
        return type == TacticalOracle.class ? Optional.of((T) oracle) : inner.capability(type);
    }
}
