package org.stratagem.game.puzzles.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.stratagem.game.puzzles.klotski.KlotskiGame;
import org.stratagem.game.puzzles.trianglewar.TriangleWarGame;
import org.stratagem.game.puzzles.twofour.TwoFourGame;
import org.stratagem.testkit.Playthrough;

/**
 * Each game plays its golden recording (the test kit's {@link Playthrough}) move for move: a change of
 * rules, notation or move order shows as the first line that differs. Record anew, knowingly, with
 * {@code -Dstratagem.playthrough.record=true}.
 */
class GoldenPlaythroughsTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "playthroughs");

    @Test
    void twoFour() throws IOException {
        assertEquals(Optional.empty(), Playthrough.checkGolden(new TwoFourGame(), GOLDEN.resolve("twofour.txt"),
                "4 3 2a 1 0 4 3 2b 1 0/2", 1, 200));
    }

    @Test
    void triangleWar() throws IOException {
        assertEquals(Optional.empty(), Playthrough.checkGolden(new TriangleWarGame(), GOLDEN.resolve("trianglewar.txt"), "", 1, 30));
    }

    @Test
    void klotski() throws IOException {
        assertEquals(Optional.empty(), Playthrough.checkGolden(new KlotskiGame(), GOLDEN.resolve("klotski.txt"), "", 1, 60));
    }
}
