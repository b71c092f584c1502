package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;

/**
 * Junqi passes the game test kit's conformance suite (undo, keys, notation, and that no observation
 * leaks what a consistent sample changes) in both boards and under every switch, from random lineups.
 */
class ConformanceTest {
    private static final long SEED = 20261125;

    @Test
    void siguoConforms() {
        JunqiGame game = new JunqiGame();
        ConformanceReport report = Conformance.check(game, starts(game), 20, SEED);
        assertTrue(report.passed(), report.toString());
    }

    @Test
    void siguoWithHiddenPartnersAndMovableHeadquartersConforms() {
        JunqiGame game = new JunqiGame().variant(Map.of("partner_visible", "0", "hq_movable", "1", "draw_after", "12"));
        ConformanceReport report = Conformance.check(game, starts(game), 40, SEED);
        assertTrue(report.passed(), report.toString());
    }

    @Test
    void duelConforms() {
        JunqiGame game = new JunqiGame().variant(Map.of("variant", "duel"));
        ConformanceReport report = Conformance.check(game, starts(game), 30, SEED);
        assertTrue(report.passed(), report.toString());
    }

    /** @return the default initial position and those of five random lineups */
    private static List<String> starts(JunqiGame game) {
        List<String> starts = new ArrayList<>(List.of(""));
        for (int seed = 1; seed <= 5; seed++) {
            JunqiGame random = game.variant(Map.of("lineup", "random:" + seed));
            starts.add(random.formatPosition(random.parsePosition("")));
        }
        return starts;
    }
}
