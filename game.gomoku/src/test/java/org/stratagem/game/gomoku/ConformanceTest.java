package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;

/** Gomoku, under each rule and on small and large boards, passes the game test kit's conformance suite. */
class ConformanceTest {
    private static final long SEED = 20261125;

    @Test
    void freestyleOnTheStandardBoardConforms() {
        ConformanceReport report = Conformance.check(new GomokuGame(), List.of("", "7,7 8,8", "7,7 7,8 8,7"), 20, SEED);
        assertTrue(report.passed(), report.toString());
    }

    @Test
    void renjuAndCaroOnTheStandardBoardConform() {
        for (String rule : List.of("renju", "caro")) {
            GomokuGame game = new GomokuGame().variant(Map.of("rule", rule));
            ConformanceReport report = Conformance.check(game, List.of("", "7,7 8,8", "black 7,7 white 8,8 next white"), 10,
                    SEED);
            assertTrue(report.passed(), rule + ": " + report);
        }
    }

    @Test
    void rectangularBoardsConform() {
        for (String rule : List.of("freestyle", "renju")) {
            GomokuGame game = new GomokuGame().variant(Map.of("rule", rule, "size", "9x5"));
            ConformanceReport report = Conformance.check(game, 30, SEED);
            assertTrue(report.passed(), rule + " 9x5: " + report);
        }
    }

    @Test
    void everyRuleOnSmallBoardsConforms() {
        for (String rule : List.of("freestyle", "standard", "renju", "caro")) {
            for (String size : List.of("5", "7")) {
                GomokuGame game = new GomokuGame().variant(Map.of("rule", rule, "size", size));
                ConformanceReport report = Conformance.check(game, 60, SEED);
                assertTrue(report.passed(), rule + " " + size + ": " + report);
            }
        }
    }
}
