package org.stratagem.game.puzzles.common;

import java.util.List;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.game.puzzles.klotski.KlotskiGame;
import org.stratagem.game.puzzles.trianglewar.TriangleWarGame;
import org.stratagem.game.puzzles.twofour.TwoFourGame;

/** Every puzzle has bench positions, and each is a legal position where there is a move to make. */
class BenchmarksTest {

    @Test
    void everyBenchPositionIsLegalAndNotOver() {
        for (Game<?> game : List.<Game<?>>of(new TwoFourGame(), new TriangleWarGame(), new KlotskiGame())) {
            Benchmark benchmark = BenchmarkedGame.benchmarkOf(game).orElseThrow();
            assertTrue(benchmark.positions().size() >= 2, game.id());
            for (String position : benchmark.positions()) {
                assertFalse(game.parsePosition(position).isTerminal(), game.id() + ": " + position);
            }
        }
    }
}
