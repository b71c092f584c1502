package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Victory by continuous fours on hand-built positions and, against {@link BruteForceVcf}, on random
 * ones. A diagram is the whole board, row 0 first: {@code X} the attacker's stones, who is to move,
 * {@code O} the defender's, {@code .} empty points. Every line found is replayed: each attacker move
 * a four, each defender move the forced block, the last a five.
 */
class VcfTest {
    private static final int MAX_MOVES = 8;

    private final Vcf vcf = new Vcf(MAX_MOVES, 1_000_000, 16);

    @Test
    void anOpenFourIsAVcfInOne() {
        GomokuPosition position = diagram(Rule.FREESTYLE,
                ".........",
                ".........",
                ".........",
                ".........",
                ".XXXX....",
                ".........",
                ".........",
                ".........",
                "O.O.O.O..");
        assertShortestVcf(position, 1);
    }

    /** (4,4) makes a four on row 4 and one on column 4, each closed at the far end: the defender blocks one. */
    @Test
    void aDoubleFourAlongTwoLinesIsAVcfInTwo() {
        GomokuPosition position = diagram(Rule.FREESTYLE, doubleFourAbove(
                ".........",
                ".........",
                ".........",
                "O.O.O.O.."));
        int[] line = assertShortestVcf(position, 2);
        assertEquals(point(position, 4, 4), line[0]);
    }

    /** The four on row 6 puts a third stone on column 4: then (4,4) is a four there and on the diagonal. */
    @Test
    void aFourWhoseStoneMakesADoubleFourIsAVcfInThree() {
        assertShortestVcf(diagram(Rule.FREESTYLE, vcfInThree()), 3);
    }

    /**
     * The four on the anti-diagonal through (3,6) makes row 6 a three, then the VCF in three
     * follows; the diagonal four at (4,4) may come first.
     */
    @Test
    void fourFoursAlongThreeKindsOfLineAreAVcfInFour() {
        GomokuPosition position = diagram(Rule.FREESTYLE,
                "O.....O.O",
                ".X.......",
                "..X.....O",
                "...X..O..",
                ".....X...",
                "....X....",
                "OXX......",
                "..X.X....",
                "....O.O.O");
        assertShortestVcf(position, 4);
    }

    /** The attacker moves first: his five beats the defender's open four. */
    @Test
    void aFiveWinsBeforeTheDefendersFours() {
        GomokuPosition position = diagram(Rule.FREESTYLE,
                ".........",
                ".OOOO....",
                ".........",
                ".........",
                "OXXXX....",
                ".........",
                ".........",
                ".........",
                "......O.X");
        assertEquals(point(position, 5, 4), assertShortestVcf(position, 1)[0]);
    }

    /** Two closed threes far apart: each four is blocked and nothing follows. */
    @Test
    void foursThatAreAllBlockedAreNoVcf() {
        assertNoVcf(diagram(Rule.FREESTYLE, twoClosedThrees()), Vcf.Verdict.NONE, 4);
    }

    /** The double four of the test above, but the defender has a four on row 8: the block at (4,8) is no four. */
    @Test
    void theDefendersFourMustBeBlockedFirst() {
        GomokuPosition position = diagram(Rule.FREESTYLE, doubleFourAbove(
                ".........",
                ".........",
                ".........",
                ".....OOOO"));
        assertNoVcf(position, Vcf.Verdict.NONE, 4);
    }

    /** The defender's four on the diagonal must be blocked at (4,4): the block is the attacker's double four. */
    @Test
    void aBlockThatIsAFourContinuesTheVcf() {
        GomokuPosition position = diagram(Rule.FREESTYLE, doubleFourAbove(
                ".....O...",
                "......O..",
                ".......O.",
                "........O"));
        int[] line = assertShortestVcf(position, 2);
        assertEquals(point(position, 4, 4), line[0]);
    }

    /** The VCF in three, but both of the defender's forced blocks, (5,5) and (5,6), make him a four on his row. */
    @Test
    void aBlockThatMakesTheDefenderAFourBreaksTheVcf() {
        GomokuPosition position = diagram(Rule.FREESTYLE,
                "O..........",
                ".X.........",
                "..X........",
                "...X.......",
                "...........",
                "....X.OOO..",
                "OXXX..OOO..",
                "....X......",
                "....O......",
                "...........",
                "...........");
        assertNoVcf(position, Vcf.Verdict.NONE, 4);
    }

    /** Four and a stone beyond the gap: filling it makes six, a five in freestyle but nothing in standard. */
    @Test
    void anOverlineIsNoFiveUnderTheStandardRule() {
        String[] rows = {
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXX.X...",
            ".........",
            ".........",
            ".........",
            "O.O.O.O.O"};
        assertShortestVcf(diagram(Rule.FREESTYLE, rows), 1);
        assertNoVcf(diagram(Rule.STANDARD, rows), Vcf.Verdict.NONE, 4);
    }

    /** (3,4) makes a double four in freestyle; in standard row 4's only completion, (4,4), makes six: a single four. */
    @Test
    void aFourCompletedOnlyByAnOverlineIsNoFourUnderTheStandardRule() {
        String[] rows = {
            "........O",
            "X........",
            ".X......O",
            "..X......",
            "XXX..X...",
            ".........",
            ".........",
            ".........",
            "O.O.O.O.O"};
        int[] line = assertShortestVcf(diagram(Rule.FREESTYLE, rows), 2);
        assertEquals(3 + 4 * 9, line[0]);
        assertNoVcf(diagram(Rule.STANDARD, rows), Vcf.Verdict.NONE, 4);
    }

    /** The corner closes column 0 and row 3 at one end: (0,3) is a double four of two closed fours. */
    @Test
    void theEdgesCloseLines() {
        GomokuPosition position = diagram(Rule.FREESTYLE,
                "X........",
                "X........",
                "X........",
                ".XXX.O...",
                "........O",
                ".........",
                "........O",
                ".........",
                "....O.O.O");
        int[] line = assertShortestVcf(position, 2);
        assertEquals(point(position, 0, 3), line[0]);
    }

    @Test
    void aVcfLongerThanTheMoveLimitIsNotFound() {
        GomokuPosition position = diagram(Rule.FREESTYLE, vcfInThree());
        Vcf.Result result = search(new Vcf(2, 1_000_000, 10), position);
        assertEquals(Vcf.Verdict.NOT_WITHIN_MOVES, result.verdict());
        assertEquals(0, result.line().length);
        assertEquals(Vcf.Verdict.WIN, search(new Vcf(3, 1_000_000, 10), position).verdict());
    }

    @Test
    void theNodeBudgetStopsTheSearchAndProvesNothing() {
        Vcf small = new Vcf(MAX_MOVES, 2, 10);
        GomokuPosition position = diagram(Rule.FREESTYLE, vcfInThree());
        Vcf.Result result = search(small, position);
        assertEquals(Vcf.Verdict.OUT_OF_NODES, result.verdict());
        assertEquals(2, result.nodes());
        assertEquals(Vcf.Verdict.WIN, search(new Vcf(MAX_MOVES, 1_000_000, 10), position).verdict(),
                "the cut search stored no refutation: a fresh one still wins");
        assertEquals(Vcf.Verdict.OUT_OF_NODES, search(small, position).verdict(), "nor did it in its own table");
    }

    /** A second search of a refuted position finds its refutation at the root; another rule forgets it. */
    @Test
    void refutationsOutliveTheSearchOnTheSameBoardAndRule() {
        GomokuPosition freestyle = diagram(Rule.FREESTYLE, twoClosedThrees());
        GomokuPosition standard = diagram(Rule.STANDARD, twoClosedThrees());
        Vcf.Result first = search(vcf, freestyle);
        assertEquals(Vcf.Verdict.NONE, first.verdict());
        assertTrue(first.nodes() > 1, "the fours are searched: " + first.nodes());
        assertEquals(1, search(vcf, freestyle).nodes(), "then known");
        assertEquals(first.nodes(), search(vcf, standard).nodes(), "searched again under another rule");
        assertEquals(first.nodes(), search(vcf, freestyle).nodes(), "and again under the first");
    }

    @Test
    void aFinishedGameHasNoVcf() {
        GomokuPosition position = diagram(Rule.FREESTYLE,
                ".........",
                ".XXXX....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "O.O.O.O..").copy();
        position.makeMove(point(position, 5, 1));
        assertTrue(position.isTerminal());
        assertEquals(Vcf.Verdict.NONE, search(vcf, position).verdict());
    }

    @Test
    void limitsOutOfRangeAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Vcf(0, 100, 10));
        assertThrows(IllegalArgumentException.class, () -> new Vcf(3, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> new Vcf(3, 100, 31));
    }

    /**
     * Random positions of a small board, dense enough for fours, the attacker unable to make five at
     * once: whether a VCF of at most {@code moves} attacker moves exists, and its shortest length,
     * agree with the brute force; one
     * search object serves all, alternating the rules, so that its table of refutations is tested
     * across searches too.
     */
    @ParameterizedTest(name = "{0}x{0}, {1} moves")
    @CsvSource({"7, 5, 1500", "9, 5, 1500", "11, 4, 1000"})
    void agreesWithBruteForceOnRandomPositions(int size, int moves, int samples) {
        Vcf shared = new Vcf(moves, 1_000_000, 12);
        Random random = new Random(size * 1009L + moves);
        int wins = 0;
        int longWins = 0;
        int refutedFours = 0;
        for (int sample = 0; sample < samples; sample++) {
            Rule rule = Rule.values()[sample % Rule.values().length];
            GomokuPosition position = RandomBoards.position(random, size, rule);
            if (position == null || position.patternCount(position.seatToMove(), Pattern.FIVE) > 0) {
                continue;
            }
            int attacker = position.seatToMove();
            BruteForceVcf reference = new BruteForceVcf(position);
            Vcf.Result result = search(shared, position);
            String where = rule + " " + new GomokuGame(size, rule).formatPosition(position);
            if (result.verdict() == Vcf.Verdict.WIN) {
                int length = result.moves();
                assertIsVcf(position, result.line());
                assertTrue(reference.wins(attacker, length), where);
                assertFalse(reference.wins(attacker, length - 1), "shortest: " + where);
                wins++;
                longWins += length >= 3 ? 1 : 0;
            } else {
                assertTrue(result.verdict() == Vcf.Verdict.NONE || result.verdict() == Vcf.Verdict.NOT_WITHIN_MOVES, where);
                assertFalse(reference.wins(attacker, moves), where);
                refutedFours += position.patternCount(attacker, Pattern.FOUR) > 0 ? 1 : 0;
            }
        }
        assertTrue(wins >= 20 && longWins >= 5 && refutedFours >= 20, "both answers were tested: " + wins
                + " wins (" + longWins + " of three moves or more), " + refutedFours + " refutations of fours");
    }

    /** The attacker X to move: black if the stones are even, else white. */
    private static GomokuPosition diagram(Rule rule, String... rows) {
        List<Integer> attacker = new ArrayList<>();
        List<Integer> defender = new ArrayList<>();
        for (int y = 0; y < rows.length; y++) {
            assertEquals(rows.length, rows[y].length(), "a square board");
            for (int x = 0; x < rows.length; x++) {
                char cell = rows[y].charAt(x);
                if (cell != '.') {
                    (cell == 'X' ? attacker : defender).add(y * rows.length + x);
                }
            }
        }
        boolean attackerIsBlack = attacker.size() == defender.size();
        assertTrue(attackerIsBlack || defender.size() == attacker.size() + 1, "X to move");
        GomokuPosition position = attackerIsBlack
                ? RandomBoards.arrange(new Board(rows.length), rule, attacker, defender)
                : RandomBoards.arrange(new Board(rows.length), rule, defender, attacker);
        assertNotNull(position, "no five on the board");
        return position;
    }

    /**
     * Row 4 and column 4 closed threes, meeting at (4,4) for a double four, above the given rows 5 to 8.
     */
    private static String[] doubleFourAbove(String... below) {
        List<String> rows = new ArrayList<>(List.of("....O....", "....X....", "....X....", "....X....", "OXXX....."));
        rows.addAll(List.of(below));
        return rows.toArray(new String[0]);
    }

    /** Two closed threes far apart, with defender's stones between them, far from everything. */
    private static String[] twoClosedThrees() {
        return new String[] {
            "OXXX.....",
            ".........",
            ".........",
            ".........",
            "..O.O.O..",
            ".........",
            ".........",
            "........O",
            "...O.XXX."};
    }

    /** The VCF in three: row 6, then (4,4) on column 4 and the diagonal. */
    private static String[] vcfInThree() {
        return new String[] {
            "O.....O.O",
            ".X.......",
            "..X.....O",
            "...X.....",
            ".........",
            "....X....",
            "OXXX.....",
            "....X....",
            "....O.O.O"};
    }

    /** Searches, checks the position is left as it was, and checks a found line. */
    private static Vcf.Result search(Vcf vcf, GomokuPosition position) {
        long key = position.key();
        int[] moves = position.moves();
        Vcf.Result result = vcf.search(position);
        assertEquals(key, position.key(), "the position is left as it was");
        assertArrayEquals(moves, position.moves());
        if (result.verdict() == Vcf.Verdict.WIN) {
            assertIsVcf(position, result.line());
        }
        return result;
    }

    /** @return the line, a shortest VCF of that many attacker moves, as Vcf and the brute force agree */
    private int[] assertShortestVcf(GomokuPosition position, int moves) {
        Vcf.Result result = search(vcf, position);
        assertEquals(Vcf.Verdict.WIN, result.verdict());
        assertEquals(2 * moves - 1, result.line().length, "a shortest line");
        BruteForceVcf reference = new BruteForceVcf(position);
        assertTrue(reference.wins(position.seatToMove(), moves), "the brute force wins too");
        assertFalse(reference.wins(position.seatToMove(), moves - 1), "and not sooner");
        return result.line();
    }

    private void assertNoVcf(GomokuPosition position, Vcf.Verdict verdict, int moves) {
        assertEquals(verdict, search(vcf, position).verdict());
        assertFalse(new BruteForceVcf(position).wins(position.seatToMove(), moves), "the brute force finds none");
    }

    /**
     * Replays the line on a copy: fours, blocks that leave the attacker no five (the five's point, or
     * under caro a stone closing its far end), and a five at the end, or under renju a four of white
     * whose every five black may not block.
     */
    private static void assertIsVcf(GomokuPosition start, int[] line) {
        GomokuPosition position = start.copy();
        int attacker = position.seatToMove();
        assertEquals(1, line.length % 2, "the attacker's move last");
        for (int i = 0; i < line.length; i++) {
            assertTrue(position.isLegal(line[i]) && !position.isTerminal(), "move " + i + " is legal");
            if (i % 2 == 1) {
                BruteForceVcf before = new BruteForceVcf(position);
                assertTrue(before.fivePoints(1 - attacker).isEmpty(), "the defender cannot make five instead");
                assertTrue(before.fivePoints(attacker).contains(line[i]) || position.rule() == Rule.CARO,
                        "move " + i + " blocks a five");
            }
            position.makeMove(line[i]);
            if (i % 2 == 0 && i < line.length - 1) {
                assertFalse(new BruteForceVcf(position).fivePoints(attacker).isEmpty(), "move " + i + " is a four");
            }
        }
        if (position.isTerminal()) {
            assertEquals(1, position.terminalValue(attacker), "the line ends with a five");
        } else {
            List<Integer> fives = new BruteForceVcf(position).fivePoints(attacker);
            assertTrue(position.rule() == Rule.RENJU && attacker == 1 && !fives.isEmpty()
                    && fives.stream().noneMatch(position::isLegal), "the line ends with a five black may not block");
        }
    }

    private static int point(GomokuPosition position, int x, int y) {
        return position.board().point(x, y);
    }
}
