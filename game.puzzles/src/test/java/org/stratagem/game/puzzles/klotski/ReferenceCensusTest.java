package org.stratagem.game.puzzles.klotski;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checks the reference census ({@link ReferenceCensus}) against things known without it: a second,
 * combinatorial count of the layouts, the winning-layout counts of the seed's Table 1, Gardner's
 * 81-move record for the classic layout, hand-worked small distances, and internal consistency
 * (hardest layouts re-solved by a separate forward search, mirror symmetry, metric ordering).
 *
 * <p>The whole census with distances takes about 3 s for all six groups on a 2-core machine, so it
 * is computed once for every group.
 */
class ReferenceCensusTest {
    private static final String CLASSIC = "ACCB/ACCB/DEEF/DGHF/I..J";

    private static final List<ReferenceCensus.Group> GROUPS = new ArrayList<>();

    @BeforeAll
    static void computeCensus() {
        for (int k = 0; k <= 5; k++) {
            GROUPS.add(ReferenceCensus.census(k, true));
        }
    }

    // ------------------------------------------------------------------------------------------
    // Layout counts

    /**
     * A second count, by choosing piece positions rather than filling cells: place Cao Cao (or only
     * at the goal), choose a set of k pairwise disjoint horizontal domino positions and then a set of
     * 5-k vertical ones, and choose which 2 of the 6 remaining cells are empty (the 4 soldiers are
     * interchangeable and fill the rest).
     */
    private static long combinatorialCount(int k, boolean caoCaoAtGoal) {
        List<Integer> horizontal = new ArrayList<>();
        List<Integer> vertical = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 4; c++) {
                if (c + 1 < 4) {
                    horizontal.add(bit(r, c) | bit(r, c + 1));
                }
                if (r + 1 < 5) {
                    vertical.add(bit(r, c) | bit(r + 1, c));
                }
            }
        }
        assertEquals(15, horizontal.size());
        assertEquals(16, vertical.size());
        long total = 0;
        for (int r = 0; r + 1 < 5; r++) {
            for (int c = 0; c + 1 < 4; c++) {
                if (caoCaoAtGoal && !(r == 3 && c == 1)) {
                    continue;
                }
                int caoCao = bit(r, c) | bit(r, c + 1) | bit(r + 1, c) | bit(r + 1, c + 1);
                total += choose(caoCao, horizontal, 0, k, vertical, 5 - k);
            }
        }
        return total;
    }

    private static long choose(int occupied, List<Integer> first, int from, int firstLeft, List<Integer> second,
                               int secondLeft) {
        if (firstLeft == 0) {
            if (secondLeft == 0) {
                assertEquals(6, 20 - Integer.bitCount(occupied));
                return 15; // C(6, 2) ways to pick the two empty cells
            }
            return choose(occupied, second, 0, secondLeft, List.of(), 0);
        }
        long n = 0;
        for (int i = from; i < first.size(); i++) {
            int mask = first.get(i);
            if ((occupied & mask) == 0) {
                n += choose(occupied | mask, first, i + 1, firstLeft - 1, second, secondLeft);
            }
        }
        return n;
    }

    private static int bit(int row, int col) {
        return 1 << (row * 4 + col);
    }

    @Test
    void layoutAndWinCountsEqualAnIndependentCombinatorialCount() {
        for (ReferenceCensus.Group g : GROUPS) {
            int k = g.horizontal();
            assertEquals(combinatorialCount(k, false), g.layouts(), "layouts, k=" + k);
            assertEquals(combinatorialCount(k, true), g.wins(), "wins, k=" + k);
        }
    }

    @Test
    void enumerationHasNoDuplicatesAndEveryLayoutIsInItsGroup() {
        for (int k = 0; k <= 5; k++) {
            List<String> layouts = ReferenceCensus.enumerate(k);
            assertEquals(layouts.size(), new HashSet<>(layouts).size(), "duplicates, k=" + k);
            for (String layout : layouts) {
                assertEquals(k, ReferenceCensus.horizontalCount(layout));
                // round trip through the letter notation
                assertEquals(layout, ReferenceCensus.fromText(ReferenceCensus.toText(layout)));
            }
        }
    }

    /** Seed Table 1 ("赢局" column), groups with 1..5 horizontal generals. */
    @Test
    void winsMatchTheSeedTable() {
        long[] seedWins = {-1, 6795, 8250, 6030, 1590, 135};
        for (int k = 1; k <= 5; k++) {
            assertEquals(seedWins[k], GROUPS.get(k).wins(), "wins, k=" + k);
        }
    }

    @Test
    void classicGroupHas65880Layouts() {
        // the classic piece set (one horizontal general) — also checked by the combinatorial count
        assertEquals(65_880, GROUPS.get(1).layouts());
    }

    // ------------------------------------------------------------------------------------------
    // Distances

    @Test
    void classicLayoutNeeds81PieceMovesAnd116Steps() {
        assertEquals(81, ReferenceCensus.distance(CLASSIC, "piece")); // Gardner's record (specs/puzzles.md)
        assertEquals(116, ReferenceCensus.distance(CLASSIC, "step"));
    }

    @Test
    void goalLayoutsAreAtDistanceZero() {
        for (String goal : List.of("ABDE/ABDE/F.G./HCCI/HCCJ", "AABD/E.FD/E.GG/HCCI/HCCJ")) {
            assertTrue(ReferenceCensus.isWin(ReferenceCensus.fromText(goal)), goal);
            assertEquals(0, ReferenceCensus.distance(goal, "step"), goal);
            assertEquals(0, ReferenceCensus.distance(goal, "piece"), goal);
        }
    }

    @Test
    void handWorkedSmallDistances() {
        // Cao Cao directly above the goal, both cells below it empty: one move in both metrics.
        String oneAway = "AABB/DEFF/GCCH/GCCH/I..J";
        assertEquals(1, ReferenceCensus.distance(oneAway, "step"));
        assertEquals(1, ReferenceCensus.distance(oneAway, "piece"));
        // Cao Cao blocked on all sides; soldier I must slide two cells left (two steps, one piece
        // move) before Cao Cao can drop: clearing (5,3) in one step fills (5,2), so 3 steps; Cao Cao
        // cannot move at first, so at least 2 piece moves.
        String soldierInTheWay = "AABB/DEFF/GCCH/GCCH/..IJ";
        assertEquals(3, ReferenceCensus.distance(soldierInTheWay, "step"));
        assertEquals(2, ReferenceCensus.distance(soldierInTheWay, "piece"));
        // The letters used do not matter, only the shapes.
        assertEquals(3, ReferenceCensus.distance("zzyy/xwvv/uCCt/uCCt/..sr", "step"));
    }

    @Test
    void hardestLayoutsNeedTheHardestDistanceByForwardSearch() {
        for (ReferenceCensus.Group g : GROUPS) {
            int k = g.horizontal();
            assertNotNull(g.hardestStepLayout());
            assertNotNull(g.hardestPieceLayout());
            assertEquals(k, ReferenceCensus.horizontalCount(ReferenceCensus.fromText(g.hardestStepLayout())));
            assertEquals(k, ReferenceCensus.horizontalCount(ReferenceCensus.fromText(g.hardestPieceLayout())));
            assertEquals(g.hardestStep(), ReferenceCensus.distance(g.hardestStepLayout(), "step"), "k=" + k);
            assertEquals(g.hardestPiece(), ReferenceCensus.distance(g.hardestPieceLayout(), "piece"), "k=" + k);
            // the goal is left-right symmetric, so is the distance
            assertEquals(g.hardestStep(), ReferenceCensus.distance(mirror(g.hardestStepLayout()), "step"), "k=" + k);
            assertEquals(g.hardestPiece(), ReferenceCensus.distance(mirror(g.hardestPieceLayout()), "piece"),
                    "k=" + k);
            // a piece move is at least one step, and every step is a piece move
            assertTrue(g.hardestPiece() <= g.hardestStep(), "k=" + k);
            assertTrue(g.hardestPiece() > 0, "k=" + k);
        }
    }

    @Test
    void countsAreConsistent() {
        for (ReferenceCensus.Group g : GROUPS) {
            assertTrue(g.wins() > 0 && g.wins() <= g.solvable() && g.solvable() <= g.layouts(), g.toString());
        }
    }

    @Test
    void singleForwardSearchAgreesWithTheGroupSearchOnRandomLayouts() {
        Random random = new Random(4);
        for (int k : new int[] {0, 5}) {
            List<String> layouts = ReferenceCensus.enumerate(k);
            List<String> wins = layouts.stream().filter(ReferenceCensus::isWin).toList();
            for (String metric : List.of("step", "piece")) {
                Map<String, Integer> distances =
                        ReferenceCensus.distancesFromGoals(wins, metric, new HashSet<>(layouts));
                for (int i = 0; i < 15; i++) {
                    String layout = layouts.get(random.nextInt(layouts.size()));
                    String text = ReferenceCensus.toText(layout);
                    int expected = distances.getOrDefault(layout, -1);
                    assertEquals(expected, ReferenceCensus.distance(text, metric), metric + " " + text);
                    assertEquals(expected, ReferenceCensus.distance(mirror(text), metric), metric + " " + text);
                }
            }
        }
    }

    @Test
    void stepDistanceIsAtLeastPieceDistanceAndCaoCaosManhattanDistance() {
        Random random = new Random(7);
        List<String> layouts = ReferenceCensus.enumerate(5);
        for (int i = 0; i < 10; i++) {
            String layout = layouts.get(random.nextInt(layouts.size()));
            String text = ReferenceCensus.toText(layout);
            int step = ReferenceCensus.distance(text, "step");
            int piece = ReferenceCensus.distance(text, "piece");
            assertEquals(step < 0, piece < 0, text);
            if (step >= 0) {
                int at = layout.indexOf('C');
                int manhattan = Math.abs(at / 4 - 3) + Math.abs(at % 4 - 1);
                assertTrue(piece <= step, text);
                assertTrue(step >= manhattan, text);
            }
        }
    }

    /**
     * With only vertical generals, Cao Cao can never get below a general standing under it, so no
     * layout with Cao Cao wholly in rows 1-3 is solvable (the seed's argument). Checked by search.
     */
    @Test
    void onlyVerticalGeneralsCaoCaoHighUpIsUnsolvable() {
        List<String> layouts = ReferenceCensus.enumerate(0);
        List<String> wins = layouts.stream().filter(ReferenceCensus::isWin).toList();
        Map<String, Integer> distances = ReferenceCensus.distancesFromGoals(wins, "step", new HashSet<>(layouts));
        long high = 0;
        for (String layout : layouts) {
            int caoCaoTopRow = layout.indexOf('C') / 4; // 0-based
            if (caoCaoTopRow <= 1) {
                high++;
                assertFalse(distances.containsKey(layout), ReferenceCensus.toText(layout));
            }
        }
        assertTrue(high > 0);
        assertEquals(-1, ReferenceCensus.distance("CCAB/CCAB/DEFG/DEHG/I.J.", "step"));
        assertEquals(-1, ReferenceCensus.distance("CCAB/CCAB/DEFG/DEHG/I.J.", "piece"));
    }

    @Test
    void malformedLayoutsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> ReferenceCensus.fromText("ACCB/ACCB/DEEF/DGHF"));
        assertThrows(IllegalArgumentException.class, () -> ReferenceCensus.fromText("ACCB/ACCB/DEEF/DGHF/I..JK"));
        // two empty cells filled: three soldiers too many
        assertThrows(IllegalArgumentException.class, () -> ReferenceCensus.fromText("ACCB/ACCB/DEEF/DGHF/IKLJ"));
        // an L-shaped piece
        assertThrows(IllegalArgumentException.class, () -> ReferenceCensus.fromText("ACCB/ACCB/DEEF/DGEF/I..J"));
        // a 2x2 missing (Cao Cao split into two verticals)
        assertThrows(IllegalArgumentException.class, () -> ReferenceCensus.fromText("AKCB/AKCB/DEEF/DGHF/I..J"));
        assertThrows(IllegalArgumentException.class, () -> ReferenceCensus.distance(CLASSIC, "jump"));
    }

    private static String mirror(String text) {
        StringBuilder out = new StringBuilder();
        for (String row : text.split("/")) {
            if (out.length() > 0) {
                out.append('/');
            }
            out.append(new StringBuilder(row).reverse());
        }
        return out.toString();
    }
}
