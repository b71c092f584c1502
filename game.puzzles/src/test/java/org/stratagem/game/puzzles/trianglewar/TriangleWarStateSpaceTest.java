package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/** The indexed space of sets of drawn segments and its state graph, against the positions and the reference. */
class TriangleWarStateSpaceTest {
    private final IndexedStateSpace<TriangleWarPosition> space = new TriangleWarGame().stateSpace();
    private final StateGraph graph = space.graph(MoveGenerator.legal()).orElseThrow();

    @Test
    void everySetOfSegmentsIsOneStateAndItsRepresentativeHasNoScoreAndAToMove() {
        assertEquals(1 << 18, space.size());
        for (long index = 0; index < space.size(); index++) {
            TriangleWarPosition state = space.positionAt(index);
            assertEquals(index, space.indexOf(state));
            assertEquals(index, state.drawnSegments());
            assertEquals(0, state.triangles(0) + state.triangles(1));
            assertEquals(0, state.seatOnTurn());
            assertEquals(0, state.movesMade());
        }
        assertThrows(IndexOutOfBoundsException.class, () -> space.positionAt(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> space.positionAt(space.size()));
    }

    @Test
    void theScoreSoFarIsTheTrianglesOfTheSeatOnTurnMinusTheOthers() {
        TriangleWarGame game = new TriangleWarGame();
        assertEquals(2, space.scoreSoFar(game.parsePosition("1-2 1-3 2-5 3-5 2-3")));
        assertEquals(-2, space.scoreSoFar(game.parsePosition("1-2 1-3 2-5 3-5 2-3 2-4")));
        assertEquals(0, space.scoreSoFar(game.parsePosition("{1-2 1-3 2-3}")));
    }

    @Test
    void theGraphIsAnAcyclicGameOfTwoTeamsEndingWhenEverySegmentIsDrawn() {
        assertFalse(graph.singleAgent());
        assertEquals(space.size(), graph.size());
        assertTrue(graph.movesIncreaseIndex());
        for (int state = 0; state < graph.size(); state++) {
            assertEquals(state == Board.ALL_SEGMENTS, graph.isTerminal(state));
        }
        assertEquals(0, graph.terminalValue(Board.ALL_SEGMENTS));
        assertThrows(IllegalArgumentException.class, () -> graph.terminalValue(0));
        assertThrows(IndexOutOfBoundsException.class, () -> graph.successors(graph.size(), new Transitions()));
    }

    @Test
    void everyGeneratorGetsTheGraphOfTheLegalMoves() {
        MoveGenerator<TriangleWarPosition> firstMoveOnly = (position, out) -> {
            position.legalMoves(out);
            int first = out.get(0);
            out.clear();
            out.add(first);
        };
        assertEquals(graph, space.graph(firstMoveOnly).orElseThrow());
    }

    @Test
    void successorsAreTheLegalMovesOfThePositionsWithTheirScores() {
        MoveList moves = new MoveList();
        Transitions successors = new Transitions();
        RandomGames.forEachPosition(7, 500, position -> {
            int state = (int) space.indexOf(position);
            graph.successors(state, successors);
            position.legalMoves(moves);
            assertEquals(moves.size(), successors.size(), position::toString);
            for (int index = 0; index < moves.size(); index++) {
                int mover = position.seatOnTurn();
                int before = position.triangles(mover);
                position.makeMove(moves.get(index));
                int transition = indexOfState(successors, (int) space.indexOf(position));
                assertTrue(transition >= 0, position::toString);
                assertEquals(position.triangles(mover) - before, successors.reward(transition), position::toString);
                assertEquals(position.seatOnTurn() == mover, successors.keepsTurn(transition), position::toString);
                position.undoMove();
            }
        });
    }

    @Test
    void predecessorsAreTheMovesIntoAStateAsSuccessorsListThem() {
        Transitions predecessors = new Transitions();
        Transitions successors = new Transitions();
        for (int state = 0; state < graph.size(); state += 37) {
            graph.predecessors(state, predecessors);
            assertEquals(Integer.bitCount(state), predecessors.size());
            Set<Integer> from = new HashSet<>();
            for (int index = 0; index < predecessors.size(); index++) {
                int previous = predecessors.state(index);
                assertTrue(from.add(previous));
                assertFalse(graph.isTerminal(previous));
                graph.successors(previous, successors);
                int transition = indexOfState(successors, state);
                assertTrue(transition >= 0, "state " + previous + " has no move to " + state);
                assertEquals(successors.reward(transition), predecessors.reward(index));
                assertEquals(successors.keepsTurn(transition), predecessors.keepsTurn(index));
            }
        }
    }

    @Test
    void aTableFilledFromTheGraphHasTheValuesOfTheReferenceNegamax() {
        int[] table = solve(graph);
        ReferenceNegamax negamax = new ReferenceNegamax();
        RandomGames.forEachPosition(8, 300, position -> assertEquals(negamax.value(position),
                space.scoreSoFar(position) + table[(int) space.indexOf(position)], position::toString));
    }

    @Test
    void symmetricSetsShareTheirValueAndTheirRepresentativeComesLater() {
        int[] table = solve(graph);
        java.util.Set<Integer> classes = new java.util.HashSet<>();
        for (int state = 0; state < graph.size(); state++) {
            int representative = graph.representative(state);
            assertTrue(representative >= state, "state " + state);
            assertEquals(representative, graph.representative(representative), "state " + state);
            assertEquals(table[representative], table[state], "state " + state);
            classes.add(representative);
        }
        assertTrue(classes.size() > graph.size() / 6 && classes.size() < graph.size() / 5, classes.size() + " classes");
    }

    @Test
    void everySymmetryMapsTrianglesToTriangles() {
        for (int symmetry = 0; symmetry < 6; symmetry++) {
            java.util.Set<Integer> images = new java.util.HashSet<>();
            for (int triangle = 0; triangle < Board.TRIANGLES; triangle++) {
                images.add(Symmetries.map(symmetry, Board.sides(triangle)));
            }
            java.util.Set<Integer> triangles = new java.util.HashSet<>();
            for (int triangle = 0; triangle < Board.TRIANGLES; triangle++) {
                triangles.add(Board.sides(triangle));
            }
            assertEquals(triangles, images, "symmetry " + symmetry);
        }
        assertEquals(6, java.util.stream.IntStream.range(0, 6).map(s -> Symmetries.map(s, 0b111 | 1 << 10)).distinct().count(),
                "six different symmetries");
    }

    @Test
    void theEmptyBoardIsLostByThreeTrianglesWhoeverMovesFirst() {
        assertEquals(-3, solve(graph)[0]);
        assertEquals(-3, new ReferenceNegamax().value(TriangleWarPosition.initial()));
    }

    /** @return every state's value for the side to move, filled from the last index down */
    private static int[] solve(StateGraph graph) {
        int[] values = new int[graph.size()];
        Transitions moves = new Transitions();
        for (int state = graph.size() - 1; state >= 0; state--) {
            if (graph.isTerminal(state)) {
                values[state] = graph.terminalValue(state);
                continue;
            }
            graph.successors(state, moves);
            int best = Integer.MIN_VALUE;
            for (int index = 0; index < moves.size(); index++) {
                int next = values[moves.state(index)];
                best = Math.max(best, moves.reward(index) + (moves.keepsTurn(index) ? next : -next));
            }
            values[state] = best;
        }
        return values;
    }

    /** @return the index of the move to {@code state} among {@code moves}, or -1 */
    private static int indexOfState(Transitions moves, int state) {
        for (int index = 0; index < moves.size(); index++) {
            if (moves.state(index) == state) {
                return index;
            }
        }
        return -1;
    }
}
