package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.stratagem.testkit.Playthrough;

/**
 * Junqi plays its golden recordings (the test kit's {@link Playthrough}) move for move: a change of
 * rules, notation or move order shows as the first line that differs. Record anew, knowingly, with
 * {@code -Dstratagem.playthrough.record=true}.
 */
class GoldenPlaythroughsTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "playthroughs");

    @Test
    void siguoFromTheDefaultLineups() throws IOException {
        assertEquals(Optional.empty(), Playthrough.checkGolden(new JunqiGame(), GOLDEN.resolve("junqi-siguo.txt"), "", 1, 40));
    }

    @Test
    void duelFromRandomLineupsToTheEnd() throws IOException {
        JunqiGame game = new JunqiGame().variant(Map.of("variant", "duel", "lineup", "random:4", "draw_after", "20"));
        assertEquals(Optional.empty(), Playthrough.checkGolden(game, GOLDEN.resolve("junqi-duel.txt"), "", 2, 1000));
    }
}
