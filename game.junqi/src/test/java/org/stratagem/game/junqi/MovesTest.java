package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.game.junqi.Setup.cells;
import static org.stratagem.game.junqi.Setup.destinations;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Golden tests of where a piece can go: road steps, straight and bent railway lines, the engineer's
 * turns, blocked lines, camps and the pieces that never move, on both boards.
 */
class MovesTest {

    private static Set<String> set(String cells) {
        return new TreeSet<>(Arrays.asList(cells.split(" ")));
    }

    private static void assertGoes(String expected, Map<String, Boolean> destinations) {
        assertEquals(set(expected), new TreeSet<>(destinations.keySet()), cells(destinations));
    }

    @Test
    void aPieceRunsAlongEachStraightAndBentLineThroughItsCellButNeverTurns() {
        JunqiPosition position = Setup.siguo().flags().put(6, 15, "038*").position();
        assertGoes("6,1 6,2 6,3 6,4 6,5 6,6 6,8 1,10 2,10 3,10 4,10 5,10 6,10 6,11 6,12 6,13 6,14 7,14 7,15 8,15 9,15 10,15 6,16",
                destinations(position, 6, 15));
    }

    @Test
    void theBentCornerLineJoinsColumnFourToTheNextSeatsColumnZero() {
        JunqiPosition position = Setup.siguo().flags().put(10, 13, "038*").position();
        assertGoes("10,1 10,2 10,3 10,4 10,5 10,6 10,8 10,10 11,10 12,10 13,10 14,10 15,10 10,11 9,12 10,12 9,13 9,14 10,14 10,15",
                destinations(position, 10, 13));
    }

    @Test
    void theEngineerTurnsAtWillAndReachesEveryEmptyRailwayCell() {
        JunqiPosition position = Setup.siguo().flags().put(6, 15, "0E*").position();
        Map<String, Boolean> engineer = destinations(position, 6, 15);
        assertEquals(73 - 1 + 2, engineer.size(), "the 73 railway cells but its own, and two road steps");
        assertTrue(engineer.containsKey("8,8") && engineer.containsKey("15,6") && engineer.containsKey("10,1"));
        assertFalse(destinations(Setup.siguo().flags().put(6, 15, "038*").position(), 6, 15).containsKey("8,8"),
                "the centre's middle station is a turn away for any other piece");
    }

    @Test
    void theEngineerGoesAroundABlockWhereOthersStop() {
        Setup setup = Setup.siguo().flags().put(6, 12, "034*");
        assertTrue(destinations(setup.put(6, 15, "0E*").position(), 6, 15).containsKey("6,11"), "round by row 4, column 4 and row 0");
        assertGoes("6,13 6,14 7,14 7,15 8,15 9,15 10,15 6,16", destinations(setup.put(6, 15, "038*").position(), 6, 15));
    }

    @Test
    void aBlockedEngineerHasItsRoadStepsOnly() {
        JunqiPosition position = Setup.siguo().flags().put(6, 15, "0E*").put(6, 14, "034*").put(7, 15, "033*").position();
        assertGoes("7,14 6,16", destinations(position, 6, 15));
    }

    @Test
    void aLineStopsBeforeOwnAndPartnerPiecesAndAtTheFirstEnemy() {
        Setup setup = Setup.siguo().flags().put(6, 15, "038*");
        Map<String, Boolean> enemy = destinations(setup.put(6, 8, "134*").position(), 6, 15);
        assertTrue(enemy.get("6,8"), "the enemy on the line is attacked");
        assertFalse(enemy.containsKey("6,6"), "and the line ends there");
        Map<String, Boolean> partner = destinations(setup.put(6, 8, "234*").position(), 6, 15);
        assertTrue(partner.containsKey("6,10") && !partner.containsKey("6,8") && !partner.containsKey("6,6"));
        Map<String, Boolean> own = destinations(setup.put(6, 8, "034*").position(), 6, 15);
        assertFalse(own.containsKey("6,8"));
    }

    @Test
    void aPieceInACampCannotBeAttackedButAttacksOut() {
        Setup setup = Setup.siguo().flags().put(6, 12, "038*").put(7, 12, "133*").put(8, 12, "0E*");
        assertFalse(destinations(setup.position(), 6, 12).containsKey("7,12"));
        assertFalse(destinations(setup.position(), 8, 12).containsKey("7,12"));
        assertTrue(destinations(setup.turn(1).position(), 7, 12).get("6,12"));
    }

    @Test
    void diagonalStepsOnlyIntoAndOutOfCamps() {
        JunqiPosition position = Setup.siguo().flags().put(6, 16, "038*").put(8, 11, "037*").position();
        assertGoes("6,15", destinations(position, 6, 16));
        assertTrue(destinations(position, 8, 11).keySet().containsAll(set("7,12 9,12")));
    }

    @Test
    void frontColumnsOneAndThreeHaveNoWayIntoTheCentre() {
        JunqiPosition position = Setup.siguo().flags().put(7, 11, "038*").position();
        assertGoes("6,11 8,11 9,11 10,11 7,12", destinations(position, 7, 11));
    }

    @Test
    void piecesInAHeadquartersMinesAndTheFlagNeverMove() {
        Setup setup = Setup.siguo().flags().put(9, 16, "033").put(8, 16, "0M").put(6, 11, "0E");
        assertTrue(destinations(setup.position(), 9, 16).isEmpty());
        assertTrue(destinations(setup.position(), 8, 16).isEmpty());
        assertTrue(destinations(setup.position(), 7, 16).isEmpty());
        JunqiGame movable = new JunqiGame().variant(Map.of("hq_movable", "1"));
        Setup free = new Setup(movable).flags().put(9, 16, "033").put(8, 16, "0M");
        assertGoes("9,15 10,16", destinations(free.position(), 9, 16));
        assertTrue(destinations(free.position(), 7, 16).isEmpty(), "the flag stays, movable headquarters or not");
    }

    @Test
    void theDuelCrossesFrontToFrontAtColumnsZeroTwoAndFour() {
        JunqiGame duel = new JunqiGame().variant(Map.of("variant", "duel"));
        Board board = duel.parsePosition("").board();
        assertEquals(60, board.size());
        JunqiPosition position = new Setup(duel).flags().put(6, 15, "038*").put(7, 11, "037*").put(8, 12, "036*")
                .out("1 3").position();
        assertGoes("6,1 6,2 6,3 6,4 6,5 6,11 6,12 6,13 6,14 7,14 7,15 8,15 9,15 10,15 6,16", destinations(position, 6, 15));
        assertGoes("6,11 8,11 9,11 10,11 7,12", destinations(position, 7, 11));
        Map<String, Boolean> middle = destinations(new Setup(duel).flags().put(8, 11, "036*").out("1 3").position(), 8, 11);
        assertTrue(middle.containsKey("8,5") && !middle.containsKey("8,4"), "the middle crossing is one step, both road and railway");
    }

    @Test
    void theBoardsHaveTheirCellsAndRailways() {
        assertEquals(129, Board.SIGUO.size());
        int railway = 0;
        for (int cell = 0; cell < Board.SIGUO.size(); cell++) {
            railway += Board.SIGUO.railway(cell) ? 1 : 0;
        }
        assertEquals(4 * 16 + 9, railway);
        assertEquals(Board.SIGUO.cellAt(10, 11), Board.SIGUO.cell(0, 4));
        assertEquals(Board.SIGUO.cellAt(11, 10), Board.SIGUO.cell(1, 0));
        assertEquals(Board.SIGUO.cellAt(10, 5), Board.SIGUO.cell(2, 0));
        assertEquals(Board.SIGUO.cellAt(5, 6), Board.SIGUO.cell(3, 0));
    }
}
