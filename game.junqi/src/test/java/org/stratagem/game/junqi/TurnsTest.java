package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Position;

/**
 * The turn order, the ways a seat leaves the game (flag taken, no move, resignation, missed turns), the
 * end of a team and the draw rule; undo restores each of them.
 */
class TurnsTest {

    /** Plays moves in their notation, checking that undoing them all restores the start. */
    private static JunqiPosition play(Setup setup, String... moves) {
        JunqiPosition position = setup.position();
        String start = setup.game().formatPosition(position);
        for (String move : moves) {
            position.makeMove(setup.game().parseMove(position, move));
        }
        JunqiPosition replay = position.copy();
        for (int i = 0; i < moves.length; i++) {
            replay.undoMove();
        }
        assertEquals(start, setup.game().formatPosition(replay));
        return position;
    }

    /** Every seat with an engineer on its own row 4, free to step back and forth. */
    private static Setup everyoneCanMove() {
        return Setup.siguo().flags().put(6, 15, "0E*").put(15, 10, "1E*").put(10, 1, "2E*").put(1, 6, "3E*");
    }

    @Test
    void theTurnGoesRoundAndSkipsSeatsThatAreOut() {
        JunqiPosition position = play(everyoneCanMove(), "6,15 6,14", "15,10 15,9", "10,1 10,2", "1,6 1,7");
        assertEquals(0, position.seatToMove());
        JunqiPosition skipping = play(everyoneCanMove().put(15, 10, ".").put(16, 9, ".").put(10, 1, ".").put(9, 0, ".")
                .out("1 2"), "6,15 6,14");
        assertEquals(3, skipping.seatToMove());
    }

    @Test
    void aSeatWithoutAMoveWhenItsTurnComesIsOut() {
        JunqiPosition position = play(everyoneCanMove().put(15, 10, "."), "6,15 6,14");
        assertTrue(position.isOut(1));
        assertEquals(2, position.seatToMove());
        assertEquals(Piece.EMPTY, position.code(position.board().cellAt(16, 9)), "its flag leaves the board with it");
    }

    @Test
    void theFifthMissedTurnPutsASeatOut() {
        JunqiPosition position = play(everyoneCanMove().missed("3 0 0 0"), "PASS", "PASS", "PASS", "PASS");
        assertEquals(4, position.missed(0));
        assertFalse(position.isOut(0));
        position.makeMove(JunqiPosition.PASS);
        assertTrue(position.isOut(0));
        assertEquals(1, position.seatToMove());
    }

    @Test
    void aResigningSeatIsOutAndTheTeamLosesWhenBothItsSeatsAre() {
        JunqiPosition position = play(everyoneCanMove(), "6,15 6,14", "RESIGN", "10,1 10,2");
        assertTrue(position.isOut(1));
        assertEquals(3, position.seatToMove());
        position.makeMove(JunqiPosition.RESIGN);
        assertTrue(position.isTerminal());
        assertEquals(Position.NOBODY, position.seatToMove());
        assertEquals(1, position.terminalValue(0));
        assertEquals(-1, position.terminalValue(1));
    }

    @Test
    void takingBothEnemyFlagsWinsForTheTeam() {
        Setup setup = everyoneCanMove().put(15, 9, "033*").put(1, 7, "234*");
        JunqiPosition position = play(setup, "15,9 16,9", "1,7 0,7");
        assertTrue(position.isTerminal());
        assertEquals(1, position.terminalValue(0));
        assertThrows(IllegalStateException.class, () -> setup.position().terminalValue(0));
    }

    @Test
    void quietTurnsDrawAndACollisionStartsTheCountAgain() {
        JunqiGame game = new JunqiGame().variant(Map.of("draw_after", "3"));
        Setup setup = new Setup(game).flags().put(6, 15, "0E*").put(15, 10, "1E*").put(10, 1, "2E*").put(1, 6, "3E*").quiet(1);
        JunqiPosition position = play(setup, "6,15 6,14");
        assertEquals(2, position.quiet());
        assertFalse(position.isTerminal());
        position.makeMove(game.parseMove(position, "15,10 15,9"));
        assertTrue(position.isTerminal());
        assertEquals(0, position.terminalValue(0));
        assertEquals(0, position.terminalValue(1));
        JunqiPosition collision = play(setup.put(6, 14, "134*").quiet(2), "6,15 6,14");
        assertEquals(0, collision.quiet());
        assertFalse(collision.isTerminal());
    }

    @Test
    void refereeMovesAreNeverAmongTheLegalMovesButParseAndFormat() {
        JunqiPosition position = everyoneCanMove().position();
        JunqiGame game = new JunqiGame();
        org.stratagem.engine.api.MoveList moves = new org.stratagem.engine.api.MoveList();
        position.legalMoves(moves);
        assertFalse(moves.contains(JunqiPosition.PASS) || moves.contains(JunqiPosition.RESIGN));
        assertEquals("PASS", game.formatMove(position, game.parseMove(position, "PASS")));
        assertEquals("RESIGN", game.formatMove(position, game.parseMove(position, " RESIGN ")));
    }
}
