package org.stratagem.engine.api.command;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;

/**
 * A game with fixed searches for {@code ./stratagem bench}, whose node counts make the signature of
 * the engine's behaviour on it. A {@linkplain Game#capability capability} implemented by game
 * bundles, found through {@link #benchmarkOf(Game)}.
 */
@ConsumerType
public interface BenchmarkedGame {

    /** @return the game's fixed searches; equal every time it is asked */
    Benchmark benchmark();

    /**
     * @param game a game
     * @return the game's fixed searches, or empty if it has none
     */
    static Optional<Benchmark> benchmarkOf(Game<?> game) {
        return game.capability(BenchmarkedGame.class).map(BenchmarkedGame::benchmark);
    }
}
