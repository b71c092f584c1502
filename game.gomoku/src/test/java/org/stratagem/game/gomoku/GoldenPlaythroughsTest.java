package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.stratagem.testkit.Playthrough;

/**
 * Gomoku plays its golden recordings (the test kit's {@link Playthrough}) move for move: a change of
 * rules, notation or move order shows as the first line that differs. Record anew, knowingly, with
 * {@code -Dstratagem.playthrough.record=true}.
 */
class GoldenPlaythroughsTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "playthroughs");

    @Test
    void freestyleOnFifteen() throws IOException {
        assertEquals(Optional.empty(), Playthrough.checkGolden(new GomokuGame(), GOLDEN.resolve("gomoku-freestyle-15.txt"),
                "7,7", 1, 60));
    }

    @Test
    void standardOnSeven() throws IOException {
        GomokuGame game = new GomokuGame().variant(Map.of("rule", "standard", "size", "7"));
        assertEquals(Optional.empty(), Playthrough.checkGolden(game, GOLDEN.resolve("gomoku-standard-7.txt"), "", 2, 49));
    }
}
