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

    /** Renju on 9x9 from a set-up board dense with black's forbidden points: they are no legal moves for black. */
    @Test
    void renjuOnNine() throws IOException {
        GomokuGame game = new GomokuGame().variant(Map.of("rule", "renju", "size", "9"));
        assertEquals(Optional.empty(), Playthrough.checkGolden(game, GOLDEN.resolve("gomoku-renju-9.txt"),
                "black 4,3 4,4 2,5 3,5 1,1 2,1 3,1 5,1 white 0,8 8,8 8,0 7,7 next black", 3, 40));
    }

    @Test
    void caroOnSeven() throws IOException {
        GomokuGame game = new GomokuGame().variant(Map.of("rule", "caro", "size", "7"));
        assertEquals(Optional.empty(), Playthrough.checkGolden(game, GOLDEN.resolve("gomoku-caro-7.txt"), "", 4, 49));
    }

    @Test
    void standardOnSeven() throws IOException {
        GomokuGame game = new GomokuGame().variant(Map.of("rule", "standard", "size", "7"));
        assertEquals(Optional.empty(), Playthrough.checkGolden(game, GOLDEN.resolve("gomoku-standard-7.txt"), "", 2, 49));
    }
}
