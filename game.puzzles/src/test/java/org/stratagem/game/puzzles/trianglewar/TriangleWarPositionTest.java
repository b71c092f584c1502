package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/** The rules of Triangle War: scoring, keeping the turn, the end of the game, make and undo, keys. */
class TriangleWarPositionTest {
    private final TriangleWarGame game = new TriangleWarGame();

    private TriangleWarPosition play(String position, String move) {
        TriangleWarPosition played = game.parsePosition(position);
        played.makeMove(game.parseMove(played, move));
        return played;
    }

    @Test
    void aSegmentThatCompletesNothingPassesTheTurn() {
        TriangleWarPosition position = play("", "1-2");
        assertEquals(1, position.seatToMove());
        assertEquals(0, position.triangles(0) + position.triangles(1));
        assertEquals(0, play("1-2", "2-4").seatToMove());
    }

    @Test
    void completingATriangleScoresItAndKeepsTheTurn() {
        TriangleWarPosition position = play("1-2 1-3", "2-3");
        assertEquals(0, position.seatToMove());
        assertEquals(1, position.triangles(0));
        assertEquals(0, position.triangles(1));
        position = play("1-2 2-4 1-3", "3-2");
        assertEquals(1, position.seatToMove(), "B drew 1-3 and 2-3");
        assertEquals(1, position.triangles(1));
        position.makeMove(game.parseMove(position, "4-5"));
        assertEquals(0, position.seatToMove(), "4-5 completes nothing: the turn passes");
    }

    @Test
    void aSegmentThatClosesTwoTrianglesScoresTwo() {
        TriangleWarPosition position = play("1-2 1-3 2-5 3-5", "2-3");
        assertEquals(2, position.triangles(0));
        assertEquals(0, position.seatToMove());
        position = play("4-7 7-8 4-5 5-8 2-4", "4-8");
        assertEquals(2, position.triangles(1), "B closes 4-7-8 and 4-5-8");
        assertEquals(1, position.seatToMove());
    }

    @Test
    void randomGamesEndWithAllNineTrianglesWon() {
        MoveList moves = new MoveList();
        RandomGames.forEachPosition(1, 500, position -> {
            position.legalMoves(moves);
            assertEquals(moves.isEmpty(), position.isTerminal(), position::toString);
            assertEquals(Board.SEGMENTS - Integer.bitCount(position.drawnSegments()), moves.size());
            if (!position.isTerminal()) {
                assertEquals(position.seatOnTurn(), position.seatToMove());
                return;
            }
            assertEquals(Position.NOBODY, position.seatToMove());
            int won = position.triangles(0) + position.triangles(1);
            boolean fromEmptyBoard = !position.toString().startsWith(TriangleWarGame.SET_OPEN);
            assertTrue(fromEmptyBoard ? won == Board.TRIANGLES : won <= Board.TRIANGLES, position::toString);
            assertEquals(position.triangles(0) - position.triangles(1), position.terminalValue(0));
            assertEquals(0, position.terminalValue(0) + position.terminalValue(1));
        });
    }

    @Test
    void undoRestoresTheExactStateAndKey() {
        SplittableRandom random = new SplittableRandom(2);
        for (int trial = 0; trial < 500; trial++) {
            TriangleWarPosition position = RandomGames.start(random, trial);
            List<String> states = new ArrayList<>();
            while (!position.isTerminal()) {
                states.add(snapshot(position));
                position.makeMove(RandomGames.randomMove(random, position));
                assertEquals(game.parsePosition(position.toString()).key(), position.key(),
                        "incremental key of " + position);
            }
            for (int made = states.size() - 1; made >= 0; made--) {
                position.undoMove();
                assertEquals(states.get(made), snapshot(position));
            }
            assertThrows(IllegalStateException.class, position::undoMove);
        }
    }

    private static String snapshot(TriangleWarPosition position) {
        return position + " key " + position.key() + " seat " + position.seatToMove() + " triangles "
                + position.triangles(0) + ":" + position.triangles(1) + " made " + position.movesMade();
    }

    @Test
    void theKeyPacksSegmentsSeatAndBothScoresExactly() {
        Map<Long, String> stateOfKey = new HashMap<>();
        RandomGames.forEachPosition(3, 2000, position -> {
            long expected = position.drawnSegments() | (long) position.seatOnTurn() << 18
                    | (long) position.triangles(0) << 19 | (long) position.triangles(1) << 23;
            assertEquals(expected, position.key(), position::toString);
            String state = position.drawnSegments() + "/" + position.seatOnTurn() + "/" + position.triangles(0) + ":"
                    + position.triangles(1);
            assertEquals(state, stateOfKey.computeIfAbsent(position.key(), key -> state));
        });
    }

    @Test
    void theOrderOfDrawingChangesTheKeyOnlyThroughTheScoresAndTheSeat() {
        assertEquals(game.parsePosition("1-2 2-4").key(), game.parsePosition("2-4 1-2").key());
        TriangleWarPosition aWon = game.parsePosition("1-2 1-3 2-3 2-4");
        TriangleWarPosition bWon = game.parsePosition("1-2 1-3 2-4 2-3");
        assertEquals(aWon.seatToMove(), bWon.seatToMove());
        assertNotEquals(aWon.key(), bWon.key(), "A wins the top triangle in one, B in the other");
    }

    @Test
    void aCopyKeepsTheHistoryAndIsIndependent() {
        TriangleWarPosition position = game.parsePosition("1-2");
        position.makeMove(game.parseMove(position, "1-3"));
        TriangleWarPosition copy = position.copy();
        copy.undoMove();
        assertEquals("1-2", copy.toString());
        assertEquals(0, copy.movesMade());
        assertThrows(IllegalStateException.class, copy::undoMove);
        assertEquals("1-2 1-3", position.toString());
        assertEquals(1, position.movesMade());
        assertEquals(game.parsePosition("1-2").key(), copy.key());
    }

    @Test
    void parsedSegmentsCannotBeUndone() {
        TriangleWarPosition position = game.parsePosition("1-2 1-3 2-3");
        assertEquals(0, position.movesMade());
        assertThrows(IllegalStateException.class, position::undoMove);
    }

    @Test
    void terminalValueIsOnlyForFinishedGames() {
        assertThrows(IllegalStateException.class, () -> game.parsePosition("1-2").terminalValue(0));
        assertThrows(IndexOutOfBoundsException.class, () -> game.parsePosition("").triangles(2));
    }

    @Test
    void makeUndoAndLegalMovesAllocateNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assertTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        TriangleWarPosition position = TriangleWarPosition.initial();
        MoveList moves = new MoveList();
        playOut(position, moves, 1000);
        long before = threads.getCurrentThreadAllocatedBytes();
        playOut(position, moves, 10_000);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < 1000, allocated + " bytes allocated by 10 000 playouts");
    }

    /** Plays a game to its end and takes it all back, {@code times} times, the round choosing the moves. */
    private static void playOut(TriangleWarPosition position, MoveList moves, int times) {
        for (int time = 0; time < times; time++) {
            while (!position.isTerminal()) {
                position.legalMoves(moves);
                position.makeMove(moves.get(time % moves.size()));
            }
            while (position.movesMade() > 0) {
                position.undoMove();
            }
        }
    }
}
