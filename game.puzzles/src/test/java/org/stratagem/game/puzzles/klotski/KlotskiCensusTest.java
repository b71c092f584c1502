package org.stratagem.game.puzzles.klotski;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;

/**
 * The census, taken by the platform's retrograde solver over the indexed layout groups, equals the
 * independent reference census (its own enumeration, its own forward-and-backward breadth-first
 * searches over text layouts), group by group and figure by figure; each hardest layout the census
 * names is re-solved by the reference's forward search from that one layout.
 */
class KlotskiCensusTest {
    private static List<KlotskiCensus.Group> census;

    @BeforeAll
    static void takeCensus() {
        census = KlotskiCensus.take(new RetrogradeSearcher(), new StopSignal());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5})
    void everyFigureEqualsTheReference(int horizontal) {
        KlotskiCensus.Group group = census.get(horizontal);
        ReferenceCensus.Group expected = ReferenceCensus.census(horizontal, true);
        assertEquals(horizontal, group.horizontal());
        assertEquals(expected.layouts(), group.layouts(), "layouts");
        assertEquals(expected.wins(), group.wins(), "wins");
        assertEquals(expected.solvable(), group.solvable(), "solvable");
        assertEquals(expected.hardestStep(), group.hardestStep(), "hardest in steps");
        assertEquals(expected.hardestPiece(), group.hardestPiece(), "hardest in piece moves");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5})
    void theHardestLayoutsNeedWhatTheCensusSays(int horizontal) {
        KlotskiCensus.Group group = census.get(horizontal);
        assertEquals(group.hardestStep(), ReferenceCensus.distance(group.stepLayout(), "step"), group.stepLayout());
        assertEquals(group.hardestPiece(), ReferenceCensus.distance(group.pieceLayout(), "piece"), group.pieceLayout());
    }
}
