package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/**
 * Black's forbidden points under renju, on hand-built boards of the known tricky cases. A board is
 * drawn row by row ({@code y} from 0): {@code X} black, {@code O} white, {@code .} an empty point not
 * judged by the case, and an empty point the case judges: {@code a} where black may play,
 * {@code L} an overline, {@code F} a double four, {@code T} a double three.
 *
 * <p>Sources, read for the definitions and the cases (none copied): the RIF rules of 1996 with the
 * 1998 correction (renju.net/study/rifrules.php: the definitions of four, straight four, three,
 * double four, double three, overline); R. Coulom's summary on the Ludii forum (a five wins whatever
 * else it makes; {@code o.xxx..x} is no three, since one end of its four would be an overline; threes
 * depend recursively on the legality of their points); the question "Checking forbidden moves in
 * Renju" on cs.stackexchange.com (a three whose straight four would need an overline point is no
 * three); M. Okun's renju pages (a three with room for only five stones is no three); and
 * gomokufive.com's article on renju's forbidden moves (a double four counts closed fours too; a
 * four-three is allowed).
 */
class ForbiddenTest {

    /** Two open threes crossing at the point: the plain double three. */
    @Test
    void twoOpenThreesAreADoubleThree() {
        assertForbidden(
                ".........",
                ".........",
                ".........",
                "....X....",
                "....X....",
                "a.XXT....",
                ".........",
                ".........",
                ".........");
    }

    /** A four and a three: allowed (RIF; gomokufive.com). */
    @Test
    void aFourAndAThreeAreAllowed() {
        assertForbidden(
                ".........",
                "....a....",
                "....X....",
                "....X....",
                "....X....",
                "..XXa....",
                ".........",
                ".........",
                ".........");
    }

    /** Two fours on two lines, one of them closed by white: a closed four counts. */
    @Test
    void aClosedFourAndAStraightFourAreADoubleFour() {
        assertForbidden(
                "....O....",
                "....X....",
                "....X....",
                "....X....",
                "aXXXF....",
                "....a....",
                ".........",
                ".........",
                ".........");
    }

    /** Two fours on one line: {@code XXX.+.XXX} and {@code X.X+X.X}; the points beside them make one four each. */
    @Test
    void twoFoursOnOneLineAreADoubleFour() {
        assertForbidden(
                "...........",
                "...........",
                "...........",
                "...........",
                "aXXXaFaXXXa",
                "...........",
                "...........",
                "...........",
                "..XaXFXaX..",
                "...........",
                "...........");
    }

    /** Six in a row; but a straight four is no double four, and a line that would be six is no four. */
    @Test
    void sixInARowIsAnOverline() {
        assertForbidden(
                ".........",
                ".........",
                ".........",
                ".........",
                "aXXXLXXa.",
                ".........",
                ".........",
                ".........",
                ".........");
    }

    /** A five wins whatever else the stone makes: an overline along the column, two more fours. */
    @Test
    void aFiveIsAllowedWithAnOverlineOrADoubleFour() {
        assertForbidden(
                "...........",
                "...........",
                ".....X.....",
                ".....X.....",
                ".....X.....",
                "aXXXXa.....",
                ".....X.....",
                ".....X.....",
                "...........",
                "...........",
                "...........");
        assertForbidden(
                "...........",
                ".....X.....",
                "..X..X.....",
                "...X.X.....",
                "....X......",
                ".XXXXa.....",
                "...........",
                "...........",
                "...........",
                "...........",
                "...........");
    }

    /** White's stones leave the row room for five stones only: no straight four, so no three (Okun). */
    @Test
    void aThreeWithRoomForFiveOnlyIsNoThree() {
        assertForbidden(
                ".........",
                ".........",
                ".....X...",
                ".....X...",
                ".O.XXa.O.",
                ".........",
                ".........",
                ".........",
                ".........");
        assertForbidden(
                ".........",
                ".........",
                ".....X...",
                ".....X...",
                ".O.XXT...",
                ".........",
                ".........",
                ".........",
                ".........");
    }

    /** {@code O.XX+..X}: one end of the four would be an overline, the other is closed: no three (Coulom). */
    @Test
    void aThreeWhoseFourWouldEndInAnOverlineIsNoThree() {
        assertForbidden(
                ".........",
                ".........",
                "....X....",
                "....X....",
                "O.XXa..X.",
                ".........",
                ".........",
                ".........",
                ".........");
        assertForbidden(
                ".........",
                ".........",
                "....X....",
                "....X....",
                "O.XXT....",
                ".........",
                ".........",
                ".........",
                ".........");
    }

    /** The broken three {@code X.X+}: its gap makes the straight four. */
    @Test
    void aBrokenThreeCounts() {
        assertForbidden(
                ".........",
                ".........",
                ".....X...",
                ".....X...",
                "..X.XT...",
                ".........",
                ".........",
                ".........",
                ".........");
    }

    /**
     * The recursive case. The row {@code X.X+} through the point {@code a} (7,7) is a three only if
     * black may play its gap (5,7); with a stone on (7,7) that gap makes a four along the row and
     * threes along its column and its diagonal, a forbidden double three (a four-three-three), so
     * the row is no three and (7,7) is allowed, the column being its only three. Without the
     * diagonal's stones the gap makes a four-three, allowed, and (7,7) is a double three.
     */
    @Test
    void aThreeWhoseGapIsForbiddenIsNoThree() {
        assertForbidden(
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                "...X...........",
                "....X..........",
                "....XTXa.......",
                ".....X.X.......",
                ".....X.X.......",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............");
        assertForbidden(
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                "....X.XT.......",
                ".....X.X.......",
                ".....X.X.......",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............");
    }

    /**
     * RIF's three is a row "to which you, without at the same time a five in a row is made, can add
     * one more stone to attain a straight four": the row {@code XX+} through (7,7) can become a
     * straight four at (4,7) or (8,7), but a stone on either also makes five along its column, so
     * the row is no three and (7,7), with the column's three only, is allowed. Rapfi and W. Lu's
     * ForbiddenPointFinder judge so too. With one column gone, (4,7) makes a straight four and no
     * five, and (7,7) is a double three.
     */
    @Test
    void aStraightFourThatIsAlsoAFiveMakesNoThree() {
        String[] bothFive = {
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            ".......X.......",
            ".......X.......",
            ".....XXa.......",
            "....X...X......",
            "....X...X......",
            "....X...X......",
            "....X...X......",
            "...............",
            "...............",
            "..............."};
        assertForbidden(bothFive);
        String[] oneFive = bothFive.clone();
        for (int y = 8; y < 12; y++) {
            oneFive[y] = "........X......";
        }
        oneFive[7] = ".....XXT.......";
        assertForbidden(oneFive);
    }

    /** A three against the edge cannot become a straight four; one point from it, it can. */
    @Test
    void theEdgeClosesAThree() {
        assertForbidden(
                ".........",
                ".........",
                "..X......",
                "..X......",
                "XXa......",
                ".........",
                ".........",
                ".........",
                ".........");
        assertForbidden(
                ".........",
                ".........",
                "...X.....",
                "...X.....",
                ".XXT.....",
                ".........",
                ".........",
                ".........",
                ".........");
    }

    /** Black's forbidden points are not its legal moves, nor its nearby candidates; white's are all. */
    @Test
    void forbiddenPointsAreNoLegalMovesForBlack() {
        GomokuGame renju = new GomokuGame(9, Rule.RENJU);
        GomokuPosition position = renju.parsePosition(setUp(new String[] {
            ".........", ".........", ".........", "....X....", "....X....", "..XX.....", ".........", ".........",
            "........."}, "black"));
        int doubleThree = position.board().point(4, 5);
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        assertEquals(81 - 4 - 1, moves.size());
        assertFalse(moves.contains(doubleThree));
        new NearbyMoves().generate(position, moves);
        assertFalse(moves.contains(doubleThree));
        assertEquals("4,5 is forbidden for black under renju (double-three)",
                assertThrows(NotationException.class, () -> renju.parseMove(position, "4,5")).getMessage());
        GomokuPosition whiteToMove = renju.parsePosition(renju.formatPosition(position).replace("next black", "next white"));
        whiteToMove.legalMoves(moves);
        assertTrue(moves.contains(doubleThree), "white may play there");
    }

    /**
     * Checks every point the board marks: {@code a} lawful for black, {@code L}, {@code F} or
     * {@code T} forbidden as that kind.
     */
    private static void assertForbidden(String... rows) {
        GomokuGame renju = new GomokuGame(rows.length, Rule.RENJU);
        GomokuPosition position = renju.parsePosition(setUp(rows, "black"));
        Map<String, String> expected = new LinkedHashMap<>();
        Map<String, String> found = new LinkedHashMap<>();
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows.length; x++) {
                char mark = rows[y].charAt(x);
                if ("aLFT".indexOf(mark) >= 0) {
                    Forbidden.Kind kind = position.forbiddenKind(position.board().point(x, y));
                    expected.put(x + "," + y, switch (mark) {
                        case 'L' -> "overline";
                        case 'F' -> "double-four";
                        case 'T' -> "double-three";
                        default -> "allowed";
                    });
                    found.put(x + "," + y, kind == null ? "allowed" : kind.label());
                }
            }
        }
        assertEquals(expected, found, String.join("\n", rows));
    }

    /** @return the set-up notation of a drawn board, the given side to move */
    static String setUp(String[] rows, String next) {
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                switch (rows[y].charAt(x)) {
                    case 'X' -> black.add(x + "," + y);
                    case 'O' -> white.add(x + "," + y);
                    default -> {
                        // an empty point
                    }
                }
            }
        }
        return "black " + String.join(" ", black) + " white " + String.join(" ", white) + " next " + next;
    }
}
