package org.stratagem.game.puzzles.common;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.game.puzzles.klotski.KlotskiGame;
import org.stratagem.game.puzzles.trianglewar.TriangleWarGame;
import org.stratagem.game.puzzles.twofour.TwoFourGame;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;

/** Every game of the bundle passes the game test kit's conformance suite. */
class ConformanceTest {
    private static final long SEED = 20261125;

    @Test
    void twoFourConforms() {
        ConformanceReport report = Conformance.check(new TwoFourGame(),
                List.of("0 3 4 1 2b/1", "2a 2b 2a 2b 2a/1", "1 1 2a 2b 4/1", "4 3 2a 1 0 4 3 2b 1 0/2"), 300, SEED);
        assertTrue(report.passed(), report.toString());
    }

    @Test
    void triangleWarConforms() {
        ConformanceReport report = Conformance.check(new TriangleWarGame(), 300, SEED);
        assertTrue(report.passed(), report.toString());
    }

    @Test
    void klotskiConforms() {
        ConformanceReport report = Conformance.check(new KlotskiGame(),
                List.of("", "峰回路转", "ABDE/ABDE/FGGH/ICCJ/.CC.", "ACCB/ACCB/DEEF/DG.F/IH.J"), 100, SEED);
        assertTrue(report.passed(), report.toString());
    }
}
