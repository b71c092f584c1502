package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.HiddenInformation;

/**
 * Every case of a collision, in the specification's order: bombs, the flag, mines, equal ranks, higher
 * ranks; and the public flag of a seat whose commander died. Each attack is made and undone.
 */
class CollisionsTest {
    private static final String FROM = "6,12";
    private static final String TO = "6,11";

    /**
     * @return the tokens on the attacker's and the defender's cells after seat 0 attacks from 6,12 onto 6,11,
     *         seat 1 keeping an engineer on 11,7 so that it stays in the game
     */
    private static String attack(String attacker, String defender) {
        Setup setup = Setup.siguo().flags().put(11, 7, "1E*").put(6, 12, attacker).put(6, 11, defender);
        JunqiPosition position = played(setup, FROM + " " + TO);
        return token(position, 6, 12) + " " + token(position, 6, 11);
    }

    /** Plays a move, checks that undo restores the text, and plays it again. */
    private static JunqiPosition played(Setup setup, String move) {
        JunqiPosition position = setup.position();
        String before = setup.game().formatPosition(position);
        position.makeMove(setup.game().parseMove(position, move));
        position.undoMove();
        assertEquals(before, setup.game().formatPosition(position), "undo of " + move);
        position.makeMove(setup.game().parseMove(position, move));
        return position;
    }

    private static String token(JunqiPosition position, int x, int y) {
        int code = position.code(position.board().cellAt(x, y));
        return code == Piece.EMPTY ? "." : Piece.owner(code) + Rank.ALL[Piece.rank(code)].token();
    }

    @Test
    void theHigherRankWinsAndTakesTheCell() {
        assertEquals(". 039", attack("039*", "138*"));
        assertEquals(". 034", attack("034*", "1E*"));
    }

    @Test
    void theLowerRankDiesAndTheDefenderStays() {
        assertEquals(". 139", attack("038*", "139*"));
        assertEquals(". 133", attack("0E*", "133*"));
    }

    @Test
    void equalRanksBothDie() {
        assertEquals(". .", attack("036*", "136*"));
        assertEquals(". .", attack("0E*", "1E*"));
    }

    @Test
    void aBombRemovesBothWhicheverAttacks() {
        assertEquals(". .", attack("0B*", "140*"));
        assertEquals(". .", attack("040*", "1B*"));
        assertEquals(". .", attack("0B*", "1B*"));
    }

    @Test
    void aMineStopsEveryAttackerButAnEngineerAndABomb() {
        Setup mined = Setup.siguo().flags().put(15, 10, "1M").put(11, 7, "1E*");
        assertEquals("1M", token(played(mined.put(14, 10, "040*"), "14,10 15,10"), 15, 10));
        assertEquals(".", token(played(mined.put(14, 10, "040*"), "14,10 15,10"), 14, 10));
        assertEquals("0E", token(played(mined.put(14, 10, "0E*"), "14,10 15,10"), 15, 10));
        assertEquals(".", token(played(mined.put(14, 10, "0B*"), "14,10 15,10"), 15, 10));
    }

    @Test
    void takingTheFlagPutsItsSeatOutWithAllItsPieces() {
        Setup setup = Setup.siguo().flags().put(15, 9, "033*").put(13, 8, "140*").put(2, 8, "234*");
        JunqiPosition position = played(setup, "15,9 16,9");
        assertTrue(position.isOut(1));
        assertEquals("033", token(position, 16, 9));
        assertEquals(".", token(position, 13, 8), "seat 1's pieces leave the board");
        assertEquals(2, position.seatToMove(), "the turn skips the seat that is out");
        assertFalse(position.isTerminal(), "seat 3 is still in the game");
    }

    @Test
    void aBombOnTheFlagRemovesBothAndPutsItsSeatOut() {
        JunqiPosition position = played(Setup.siguo().flags().put(15, 9, "0B*").put(2, 8, "234*"), "15,9 16,9");
        assertTrue(position.isOut(1));
        assertEquals(".", token(position, 16, 9));
    }

    @Test
    void whenACommanderDiesItsSeatsFlagBecomesPublic() {
        Setup setup = Setup.siguo().flags().put(6, 12, "0B*").put(6, 11, "140*").put(2, 8, "040*").put(3, 8, "240*")
                .put(12, 8, "340*")
                .put(11, 7, "1E*");
        JunqiPosition position = setup.position();
        JunqiGame game = setup.game();
        HiddenInformation<JunqiPosition> hidden = HiddenInformation.of(game).orElseThrow();
        assertFalse(hidden.observation(position, 0).contains("1F"));
        position.makeMove(game.parseMove(position, "6,12 6,11"));
        assertTrue(position.flagRevealed(1));
        assertTrue(game.formatPosition(position).endsWith("flags 1"));
        assertTrue(hidden.observation(position, 0).contains(" 1F "), "every seat sees where seat 1's flag stands");
        assertTrue(hidden.observation(position, 3).contains(" 1F "));
        position.undoMove();
        assertFalse(position.flagRevealed(1));
    }
}
