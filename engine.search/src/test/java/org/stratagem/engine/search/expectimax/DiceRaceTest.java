package org.stratagem.engine.search.expectimax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.search.expectimax.DiceRace.Race;

/**
 * The dice race keeps the contracts the searches rely on, checked on every position of the standard
 * race (a complete walk): chance probabilities are positive and sum to one, results sum to zero,
 * every move's undo restores the exact state, notation and keys round-trip, and different
 * positions have different keys. And its rules: another turn for the highest face, the margin.
 */
class DiceRaceTest {
    private final DiceRace game = DiceRace.standard();

    @Test
    void everyPositionOfTheStandardRaceKeepsTheContracts() {
        Walk walk = new Walk();
        walk.visit(game.parsePosition(""));
        assertEquals(156, walk.chanceNodes, "distinct chance nodes (a die chosen, to be rolled)");
        assertEquals(53, walk.terminals, "distinct finishes");
        assertTrue(walk.keptTurns > 0, "the highest face gives another turn");
    }

    /** A depth-first walk of the whole race, checking each position once. */
    private final class Walk {
        final Map<Long, String> positionOfKey = new HashMap<>();
        int chanceNodes;
        int terminals;
        int keptTurns;

        void visit(Race race) {
            String text = game.formatPosition(race);
            if (positionOfKey.put(race.key(), text) != null) {
                return;
            }
            assertEquals(race.key(), game.parsePosition(text).key(), text + ": parse(format(p)) has p's key");
            assertEquals(text, game.formatPosition(game.parsePosition(text)), text + ": format(parse(text)) is text");
            MoveList moves = new MoveList();
            race.legalMoves(moves);
            assertEquals(race.isTerminal(), moves.isEmpty(), text + ": no moves exactly when the race is over");
            if (race.isTerminal()) {
                terminals++;
                assertEquals(0, race.terminalValue(0) + race.terminalValue(1), text + ": results sum to zero");
                assertTrue(race.terminalValue(0) != 0, text + ": a race has a winner");
                return;
            }
            if (race.seatToMove() == Position.CHANCE) {
                chanceNodes++;
                double sum = 0;
                for (int i = 0; i < moves.size(); i++) {
                    assertTrue(moves.probability(i) > 0 && moves.probability(i) <= 1, text + ": probability " + moves.probability(i));
                    sum += moves.probability(i);
                }
                assertEquals(1.0, sum, 1e-12, text + ": the outcomes' probabilities sum to one");
            }
            boolean chance = race.seatToMove() == Position.CHANCE;
            int decider = Integer.parseInt(text.split(",")[2]);
            for (int move : moves.toArray()) {
                assertEquals(move, game.parseMove(race, game.formatMove(race, move)), text + ": parse(format(move))");
                race.makeMove(move);
                keptTurns += chance && race.seatToMove() == decider ? 1 : 0;
                visit(race);
                race.undoMove();
                assertEquals(text, game.formatPosition(race), text + ": undo restores the position");
            }
        }
    }

    @Test
    void theHighestFaceGivesAnotherTurnAndTheWinnerScoresItsMargin() {
        Race race = game.parsePosition("0,1,0");
        race.makeMove(game.parseMove(race, "B"));
        assertEquals("0,1,0,1", game.formatPosition(race));
        race.makeMove(game.parseMove(race, "5"));
        assertEquals("5,1,0", game.formatPosition(race), "a 5, the gambler's die's highest face: seat 0 again");
        race.makeMove(game.parseMove(race, "B"));
        race.makeMove(game.parseMove(race, "1"));
        assertEquals("6,1,1", game.formatPosition(race));
        assertTrue(race.isTerminal());
        assertEquals(5, race.terminalValue(0), "seat 1 was still 5 squares from the goal");
        assertEquals(-5, race.terminalValue(1));
        assertEquals(4, race.movesMade());
        assertNotEquals(game.parsePosition("2,1,0").key(), game.parsePosition("2,1,1").key());
    }

    @Test
    void theDiceRollTheirFacesInProportion() {
        Race race = game.parsePosition("0,0,0,1");
        MoveList moves = new MoveList();
        race.legalMoves(moves);
        assertEquals(List.of(1, 5), List.of(moves.get(0), moves.get(1)));
        assertEquals(0.75, moves.probability(0), 1e-15, "three faces of four show 1");
        assertEquals(0.25, moves.probability(1), 1e-15);
    }

    @Test
    void malformedPositionsAndMovesAreRejected() {
        for (String text : List.of("?", "1,2", "1,2,3", "6,6,0", "1,2,0,3", "6,1,0,0", "-1,2,0", "1,x,0", "0,11,0")) {
            assertThrows(NotationException.class, () -> game.parsePosition(text), text);
        }
        Race race = game.parsePosition("0,0,0");
        for (String text : List.of("", "D", "a", "AB", "1")) {
            assertThrows(NotationException.class, () -> game.parseMove(race, text), text);
        }
        race.makeMove(0);
        for (String text : List.of("", "1", "4", "A")) {
            assertThrows(NotationException.class, () -> game.parseMove(race, text), text);
        }
        assertThrows(IllegalArgumentException.class, () -> new DiceRace(0, new int[] {1}));
        assertThrows(IllegalArgumentException.class, () -> new DiceRace(5, new int[] {0, 1}));
    }
}
