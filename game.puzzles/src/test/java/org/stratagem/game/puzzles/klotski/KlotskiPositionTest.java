package org.stratagem.game.puzzles.klotski;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/**
 * The rules of Huarong Dao on {@link KlotskiPosition} (moves of both metrics, make and undo, keys,
 * the goal) and the state space and graphs built on them ({@link KlotskiSpace}, {@link LayoutGroup},
 * {@link GroupGraph}), checked against brute force on the notation's characters and against the
 * independent {@link ReferenceCensus}.
 */
class KlotskiPositionTest {
    private static final String CLASSIC = "ACCB/ACCB/DEEF/DGHF/I..J";
    private static final String DIRECTIONS = "UDLR";
    private static final int[] ROW_STEP = {-1, 1, 0, 0};
    private static final int[] COLUMN_STEP = {0, 0, -1, 1};

    private final KlotskiGame game = new KlotskiGame();

    // ------------------------------------------------------------------------------------------
    // Brute force on the characters of the notation, sharing nothing with the production code.

    /** @return the 20 cells of a layout's text, row by row */
    private static char[] cells(String text) {
        return text.replace("/", "").toCharArray();
    }

    /** @return the text of 20 cells */
    private static String text(char[] cells) {
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < 5; row++) {
            text.append(row > 0 ? "/" : "").append(cells, 4 * row, 4);
        }
        return text.toString();
    }

    /** @return the letters of the pieces, in reading order of their first cells */
    private static List<Character> letters(char[] cells) {
        List<Character> letters = new ArrayList<>();
        for (char cell : cells) {
            if (cell != '.' && !letters.contains(cell)) {
                letters.add(cell);
            }
        }
        return letters;
    }

    /** @return the cells after sliding a piece one cell that way, or null if it cannot */
    private static char[] slide(char[] cells, char letter, int direction) {
        char[] after = cells.clone();
        for (int cell = 0; cell < 20; cell++) {
            if (cells[cell] == letter) {
                after[cell] = '.';
            }
        }
        for (int cell = 0; cell < 20; cell++) {
            if (cells[cell] == letter) {
                int row = cell / 4 + ROW_STEP[direction];
                int column = cell % 4 + COLUMN_STEP[direction];
                if (row < 0 || row >= 5 || column < 0 || column >= 4 || after[4 * row + column] != '.') {
                    return null;
                }
                after[4 * row + column] = letter;
            }
        }
        return after;
    }

    /** @return every one-cell slide, as its move notation, with the layout it leads to */
    private static Map<String, String> bruteSteps(String layout) {
        char[] cells = cells(layout);
        Map<String, String> steps = new TreeMap<>();
        for (char letter : letters(cells)) {
            for (int direction = 0; direction < 4; direction++) {
                char[] after = slide(cells, letter, direction);
                if (after != null) {
                    steps.put(letter + " " + DIRECTIONS.charAt(direction), text(after));
                }
            }
        }
        return steps;
    }

    /** @return every layout one piece reaches by slides alone, the others still, with the fewest slides */
    private static Map<String, Integer> brutePieceMoves(String layout) {
        char[] cells = cells(layout);
        Map<String, Integer> reached = new TreeMap<>();
        for (char letter : letters(cells)) {
            Map<String, Integer> distance = new HashMap<>();
            ArrayDeque<char[]> queue = new ArrayDeque<>();
            distance.put(layout, 0);
            queue.add(cells);
            while (!queue.isEmpty()) {
                char[] from = queue.poll();
                int next = distance.get(text(from)) + 1;
                for (int direction = 0; direction < 4; direction++) {
                    char[] after = slide(from, letter, direction);
                    if (after != null && distance.putIfAbsent(text(after), next) == null) {
                        queue.add(after);
                    }
                }
            }
            distance.remove(layout);
            reached.putAll(distance);
        }
        return reached;
    }

    /** @return the layout after a move in the notation, each slide checked legal, or a failure */
    private static String playSlides(String layout, String move) {
        char[] cells = cells(layout);
        char letter = move.charAt(0);
        for (int i = 2; i < move.length(); i++) {
            cells = slide(cells, letter, DIRECTIONS.indexOf(move.charAt(i)));
            assertNotNull(cells, "slide " + (i - 1) + " of '" + move + "' is blocked in " + layout);
        }
        return text(cells);
    }

    /** @return whether the 2x2 piece covers rows 4-5, columns 2-3, read from the characters */
    private static boolean caoCaoAtGoal(String layout) {
        char[] cells = cells(layout);
        char cao = 0;
        for (char letter : letters(cells)) {
            int count = 0;
            for (char cell : cells) {
                count += cell == letter ? 1 : 0;
            }
            cao = count == 4 ? letter : cao;
        }
        assertNotEquals(0, cao, layout);
        return cells[13] == cao && cells[14] == cao && cells[17] == cao && cells[18] == cao;
    }

    /** @return the layout with each row's characters reversed */
    private static String mirror(String layout) {
        StringBuilder mirrored = new StringBuilder();
        for (String row : layout.split("/")) {
            mirrored.append(mirrored.length() > 0 ? "/" : "").append(new StringBuilder(row).reverse());
        }
        return mirrored.toString();
    }

    // ------------------------------------------------------------------------------------------
    // Positions to test on

    private static int offset(int horizontal) {
        int offset = 0;
        for (int k = 0; k < horizontal; k++) {
            offset += KlotskiSpace.ALL.group(k).size();
        }
        return offset;
    }

    /** @return a random layout with that many horizontal generals, from the space */
    private static KlotskiPosition randomLayout(Random random, int horizontal) {
        KlotskiPosition position = KlotskiSpace.ALL.positionAt(
                offset(horizontal) + random.nextInt(KlotskiSpace.ALL.group(horizontal).size()));
        assertEquals(horizontal, position.horizontalGenerals(), position::toString);
        return position;
    }

    /** @return the classic and a few random layouts of every group, none solved */
    private List<KlotskiPosition> starts(Random random, int perGroup) {
        List<KlotskiPosition> starts = new ArrayList<>();
        starts.add(game.parsePosition(CLASSIC));
        for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
            for (int made = 0; made < perGroup; ) {
                KlotskiPosition position = randomLayout(random, horizontal);
                if (!position.isTerminal()) {
                    starts.add(position);
                    made++;
                }
            }
        }
        return starts;
    }

    private static String snapshot(KlotskiPosition position) {
        return position + " key " + position.key() + " canonical " + position.canonicalKey() + " seat "
                + position.seatToMove() + " made " + position.movesMade();
    }

    // ------------------------------------------------------------------------------------------
    // Make, undo, copy

    @Test
    void makeAndUndoRestoreTheExactPositionInRandomGames() {
        Random random = new Random(11);
        MoveList moves = new MoveList();
        MoveGenerator<KlotskiPosition> steps = new StepMoves();
        int games = 0;
        for (KlotskiPosition position : starts(random, 4)) {
            String start = snapshot(position);
            List<String> states = new ArrayList<>();
            KlotskiPosition copy = null;
            List<String> statesAtCopy = null;
            for (int ply = 0; ply < 300 && !position.isTerminal(); ply++) {
                states.add(snapshot(position));
                if (random.nextBoolean()) {
                    position.legalMoves(moves);
                } else {
                    steps.generate(position, moves);
                }
                assertFalse(moves.isEmpty(), position::toString);
                position.makeMove(moves.get(random.nextInt(moves.size())));
                assertEquals(ply + 1, position.movesMade());
                KlotskiPosition fresh = LayoutNotation.parse(position.toString());
                assertEquals(fresh.key(), position.key(), () -> "incremental key of " + position);
                assertEquals(fresh.canonicalKey(), position.canonicalKey(), () -> "canonical key of " + position);
                assertEquals(fresh.isTerminal(), position.isTerminal(), position::toString);
                if (ply == 260) {
                    copy = position.copy();
                    statesAtCopy = new ArrayList<>(states);
                    assertEquals(snapshot(position), snapshot(copy));
                }
            }
            if (copy != null) {
                // the copy takes back its own history, then plays on: the original must not notice
                assertEquals(261, copy.movesMade(), "the copy carries the history");
                for (int made = statesAtCopy.size() - 1; made >= 0; made--) {
                    copy.undoMove();
                    assertEquals(statesAtCopy.get(made), snapshot(copy));
                }
                assertEquals(start, snapshot(copy));
                assertThrows(IllegalStateException.class, copy::undoMove);
                for (int ply = 0; ply < 200 && !copy.isTerminal(); ply++) {
                    copy.legalMoves(moves);
                    copy.makeMove(moves.get(random.nextInt(moves.size())));
                }
                games++;
            }
            for (int made = states.size() - 1; made >= 0; made--) {
                position.undoMove();
                assertEquals(states.get(made), snapshot(position));
            }
            assertEquals(start, snapshot(position));
            assertThrows(IllegalStateException.class, position::undoMove);
        }
        assertTrue(games >= 20, "games long enough to copy: " + games);
    }

    @Test
    void aCopyIsIndependent() {
        KlotskiPosition position = game.parsePosition(CLASSIC);
        position.makeMove(game.parseMove(position, "G DR"));
        KlotskiPosition copy = position.copy();
        copy.makeMove(game.parseMove(copy, "H L"));
        assertEquals("ACCB/ACCB/DEEF/DH.F/I.GJ", copy.toString());
        assertEquals("ACCB/ACCB/DEEF/D.HF/I.GJ", position.toString());
        copy.undoMove();
        copy.undoMove();
        assertEquals(CLASSIC, copy.toString());
        assertEquals("ACCB/ACCB/DEEF/D.HF/I.GJ", position.toString());
        assertEquals(1, position.movesMade());
        assertEquals(0, copy.movesMade());
        copy.makeMove(game.parseMove(copy, "I R"));
        position.undoMove();
        assertEquals(CLASSIC, position.toString(), "the copy's moves are not the original's history");
        assertEquals("ACCB/ACCB/DEEF/DGHF/.I.J", copy.toString());
    }

    // ------------------------------------------------------------------------------------------
    // Moves

    @Test
    void movesAreExactlyTheSlidesOfOnePieceInBothMetrics() {
        Random random = new Random(12);
        MoveList legal = new MoveList();
        MoveList stepList = new MoveList();
        MoveList pieceList = new MoveList();
        MoveGenerator<KlotskiPosition> steps = new StepMoves();
        MoveGenerator<KlotskiPosition> pieces = new PieceMoves();
        List<KlotskiPosition> positions = new ArrayList<>(starts(random, 3));
        for (NamedLayouts.Named named : NamedLayouts.all()) {
            positions.add(game.parsePosition(named.layout()));
        }
        int checked = 0;
        int multiSlide = 0;
        for (KlotskiPosition position : positions) {
            for (int ply = 0; ply < 100 && !position.isTerminal(); ply++) {
                String layout = position.toString();
                position.legalMoves(legal);
                steps.generate(position, stepList);
                pieces.generate(position, pieceList);
                assertEquals(layout, position.toString(), "generating moves changes nothing");
                assertArrayEquals(legal.toArray(), pieceList.toArray(), layout);

                Map<String, String> bruteSteps = bruteSteps(layout);
                Map<String, String> stepsSeen = new TreeMap<>();
                for (int move : stepList.toArray()) {
                    assertTrue(legal.contains(move), () -> "step move missing from the legal moves in " + layout);
                    stepsSeen.put(game.formatMove(position, move), after(position, move));
                }
                assertEquals(bruteSteps, stepsSeen, layout);
                assertEquals(bruteSteps.size(), stepList.size(), layout);

                Map<String, Integer> brutePieces = brutePieceMoves(layout);
                Set<String> piecesSeen = new TreeSet<>();
                for (int move : legal.toArray()) {
                    int piece = KlotskiPosition.piece(move);
                    assertNotEquals(position.anchor(piece), KlotskiPosition.target(move), layout);
                    String text = game.formatMove(position, move);
                    String reached = after(position, move);
                    assertEquals(reached, playSlides(layout, text), () -> text + " in " + layout);
                    assertEquals(brutePieces.get(reached), text.length() - 2, () -> "a shortest path: " + text);
                    assertTrue(piecesSeen.add(reached), () -> "two moves to " + reached);
                    multiSlide += text.length() > 3 ? 1 : 0;
                    checked++;
                }
                assertEquals(brutePieces.keySet(), piecesSeen, layout);
                position.makeMove(legal.get(random.nextInt(legal.size())));
            }
        }
        assertTrue(checked > 20_000, "moves checked: " + checked);
        assertTrue(multiSlide > 2_000, "moves of several slides: " + multiSlide + " of " + checked);
    }

    private static void assertArrayEquals(int[] expected, int[] actual, String message) {
        assertEquals(Arrays.toString(expected), Arrays.toString(actual), message);
    }

    /** @return the layout after a move, the position unchanged */
    private static String after(KlotskiPosition position, int move) {
        position.makeMove(move);
        String reached = position.toString();
        position.undoMove();
        return reached;
    }

    @Test
    void inTheClassicOnlyTheFourPiecesNextToTheEmptyCellsMove() {
        KlotskiPosition position = LayoutNotation.parse(CLASSIC);
        MoveList moves = new MoveList();
        position.addMoves(Metric.PIECE, moves);
        for (int move : moves.toArray()) {
            assertTrue("GHIJ".indexOf(position.letter(KlotskiPosition.piece(move))) >= 0);
        }
        assertEquals(8, moves.size());
        position.addMoves(Metric.STEP, moves);
        assertEquals(4, moves.size());
    }

    // ------------------------------------------------------------------------------------------
    // Keys

    @Test
    void theCanonicalKeyIsTheSmallerOfTheKeysOfTheLayoutAndItsMirrorImage() {
        Random random = new Random(13);
        MoveList moves = new MoveList();
        int symmetric = 0;
        int asymmetric = 0;
        List<KlotskiPosition> positions = starts(random, 30);
        for (int trial = 0; trial < 3000; trial++) {
            positions.add(KlotskiSpace.ALL.positionAt((long) (random.nextDouble() * KlotskiSpace.ALL.size())));
        }
        for (KlotskiPosition start : positions) {
            KlotskiPosition position = start;
            for (int ply = 0; ply < 20; ply++) {
                String layout = position.toString();
                KlotskiPosition mirrored = LayoutNotation.parse(mirror(layout));
                assertEquals(Math.min(position.key(), mirrored.key()), position.canonicalKey(), layout);
                assertEquals(position.canonicalKey(), mirrored.canonicalKey(), layout);
                assertEquals(position.isTerminal(), mirrored.isTerminal(), layout);
                if (mirrored.key() == position.key()) {
                    symmetric++;
                } else {
                    asymmetric++;
                }
                if (position.isTerminal()) {
                    break;
                }
                position.legalMoves(moves);
                position.makeMove(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(symmetric > 0 && asymmetric > 10 * symmetric, symmetric + " symmetric, " + asymmetric);
        KlotskiPosition classic = game.parsePosition(CLASSIC);
        assertEquals(classic.key(), classic.canonicalKey(), "the classic is its own mirror image");
        assertEquals(classic.key(), LayoutNotation.parse(mirror(CLASSIC)).key());
    }

    @Test
    void keysAreDistinctForDistinctLayoutsOfShapes() {
        Map<Long, String> seen = new HashMap<>();
        for (long index = 0; index < KlotskiSpace.ALL.size(); index += 37) {
            KlotskiPosition position = KlotskiSpace.ALL.positionAt(index);
            String previous = seen.put(position.key(), position.toString());
            assertEquals(null, previous, position::toString);
        }
    }

    // ------------------------------------------------------------------------------------------
    // The goal

    @Test
    void terminalExactlyWhenCaoCaoIsAtTheGoal() {
        Random random = new Random(14);
        MoveList moves = new MoveList();
        int goals = 0;
        int others = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            KlotskiPosition position = KlotskiSpace.ALL.positionAt((long) (random.nextDouble() * KlotskiSpace.ALL.size()));
            String layout = position.toString();
            boolean goal = caoCaoAtGoal(layout);
            assertEquals(goal, position.isTerminal(), layout);
            assertEquals(goal, position.isSolved(), layout);
            position.legalMoves(moves);
            assertEquals(goal, moves.isEmpty(), layout);
            position.addMoves(Metric.STEP, moves);
            assertEquals(goal, moves.isEmpty(), layout);
            if (goal) {
                goals++;
                assertEquals(Position.NOBODY, position.seatToMove(), layout);
                assertEquals(0, position.terminalValue(0), layout);
            } else {
                others++;
                assertEquals(0, position.seatToMove(), layout);
                assertThrows(IllegalStateException.class, () -> position.terminalValue(0), layout);
            }
        }
        assertTrue(goals > 100 && others > 100, goals + " goals, " + others + " others");
    }

    @Test
    void aSlideOntoTheGoalEndsThePuzzleAndUndoReopensIt() {
        KlotskiPosition position = game.parsePosition("ABDE/ABDE/FCCG/HCCG/I..J");
        assertFalse(position.isTerminal());
        int move = game.parseMove(position, "C D");
        position.makeMove(move);
        assertTrue(position.isTerminal());
        assertEquals(Position.NOBODY, position.seatToMove());
        assertEquals(0, position.terminalValue(0));
        position.undoMove();
        assertFalse(position.isTerminal());
        assertEquals(0, position.seatToMove());
    }

    // ------------------------------------------------------------------------------------------
    // The state space

    @Test
    void everyGroupIndexesItsLayoutsInIncreasingCodeOrderAndAgreesWithTheReference() {
        for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
            LayoutGroup group = KlotskiSpace.ALL.group(horizontal);
            assertEquals(horizontal, group.horizontal());
            List<String> reference = ReferenceCensus.enumerate(horizontal);
            assertEquals(reference.size(), group.size(), "layouts with " + horizontal + " horizontal generals");
            Set<String> layouts = new HashSet<>();
            for (int i = 0; i < group.size(); i++) {
                int code = group.code(i);
                if (i > 0 && group.code(i - 1) >= code) {
                    fail("codes not increasing at " + i + " of group " + horizontal);
                }
                if (group.indexOf(code) != i) {
                    fail("indexOf(code(" + i + ")) = " + group.indexOf(code) + " in group " + horizontal);
                }
                KlotskiPosition position = KlotskiPosition.of(code);
                if (position.layoutCode() != code || position.horizontalGenerals() != horizontal) {
                    fail("code " + code + " is " + position);
                }
                layouts.add(ReferenceCensus.fromText(position.toString()));
            }
            assertEquals(new HashSet<>(reference), layouts, "the layouts of group " + horizontal);
        }
    }

    @Test
    void aCodeOfAnotherGroupOrNoLayoutIsNotFound() {
        Random random = new Random(15);
        for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
            LayoutGroup group = KlotskiSpace.ALL.group(horizontal);
            for (int other = 0; other < KlotskiSpace.GROUPS; other++) {
                LayoutGroup otherGroup = KlotskiSpace.ALL.group(other);
                for (int trial = 0; trial < 200 && other != horizontal; trial++) {
                    int code = otherGroup.code(random.nextInt(otherGroup.size()));
                    assertTrue(group.indexOf(code) < 0, "code of group " + other + " found in group " + horizontal);
                }
            }
            assertTrue(group.indexOf(-1) < 0);
            assertTrue(group.indexOf(Integer.MAX_VALUE) < 0);
            assertTrue(group.indexOf(group.code(group.size() - 1) + 1) < 0);
        }
    }

    @Test
    void theSpaceIsTheGroupsOneAfterAnother() {
        KlotskiSpace space = KlotskiSpace.ALL;
        long total = 0;
        for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
            LayoutGroup group = space.group(horizontal);
            assertEquals(total, offset(horizontal));
            KlotskiPosition first = space.positionAt(total);
            assertEquals(group.code(0), first.layoutCode(), "first of group " + horizontal);
            KlotskiPosition last = space.positionAt(total + group.size() - 1);
            assertEquals(group.code(group.size() - 1), last.layoutCode(), "last of group " + horizontal);
            assertEquals(total, space.indexOf(first));
            assertEquals(total + group.size() - 1, space.indexOf(last));
            total += group.size();
        }
        assertEquals(total, space.size());
        assertEquals(total, game.stateSpace().size());
        assertThrows(IndexOutOfBoundsException.class, () -> space.positionAt(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> space.positionAt(space.size()));

        Random random = new Random(16);
        for (int trial = 0; trial < 20_000; trial++) {
            long index = (long) (random.nextDouble() * space.size());
            KlotskiPosition position = space.positionAt(index);
            assertEquals(index, space.indexOf(position), position::toString);
            assertEquals(0, position.movesMade());
            KlotskiPosition parsed = game.parsePosition(position.toString());
            assertEquals(index, space.indexOf(parsed), position::toString);
        }
    }

    @Test
    void positionsAtAnIndexAreLetteredInReadingOrder() {
        KlotskiPosition classic = game.parsePosition(CLASSIC);
        long index = KlotskiSpace.ALL.indexOf(classic);
        assertEquals(CLASSIC, KlotskiSpace.ALL.positionAt(index).toString());
        KlotskiPosition relettered = game.parsePosition("0112/0112/3445/3675/8..9");
        assertEquals(index, KlotskiSpace.ALL.indexOf(relettered));
    }

    // ------------------------------------------------------------------------------------------
    // The state graph

    /** @return the index in its group of the layout of a position */
    private static int indexInGroup(LayoutGroup group, KlotskiPosition position) {
        int index = group.indexOf(position.layoutCode());
        assertTrue(index >= 0, () -> position + " is not in group " + group.horizontal());
        return index;
    }

    private static Set<Integer> states(Transitions transitions) {
        Set<Integer> states = new TreeSet<>();
        for (int i = 0; i < transitions.size(); i++) {
            assertEquals(-1, transitions.reward(i));
            assertTrue(transitions.keepsTurn(i));
            states.add(transitions.state(i));
        }
        assertEquals(states.size(), transitions.size(), "a state listed twice");
        return states;
    }

    @Test
    void theGraphByIndexFollowsThePositionsMoves() {
        Random random = new Random(17);
        MoveList moves = new MoveList();
        Transitions out = new Transitions();
        Transitions back = new Transitions();
        Transitions shifted = new Transitions();
        for (Metric metric : Metric.values()) {
            MetricMoves generator = metric == Metric.STEP ? new StepMoves() : new PieceMoves();
            StateGraph spaceGraph = KlotskiSpace.ALL.graph(generator).orElseThrow();
            assertEquals(KlotskiSpace.ALL.size(), spaceGraph.size());
            assertTrue(spaceGraph.singleAgent());
            for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
                LayoutGroup group = KlotskiSpace.ALL.group(horizontal);
                int offset = offset(horizontal);
                GroupGraph graph = new GroupGraph(group, metric);
                assertEquals(group.size(), graph.size());
                assertTrue(graph.singleAgent());
                List<Integer> sample = new ArrayList<>();
                for (int trial = 0; trial < 150; trial++) {
                    sample.add(random.nextInt(group.size()));
                }
                for (int goals = 0; goals < 30; ) {
                    int state = random.nextInt(group.size());
                    if (LayoutCode.caoCao(group.code(state)) == Board.GOAL_ANCHOR) {
                        sample.add(state);
                        goals++;
                    }
                }
                for (int state : sample) {
                    KlotskiPosition position = KlotskiPosition.of(group.code(state));
                    String layout = position.toString();
                    boolean goal = caoCaoAtGoal(layout);
                    assertEquals(goal, graph.isTerminal(state), layout);
                    assertEquals(position.isTerminal(), graph.isTerminal(state), layout);
                    if (goal) {
                        assertEquals(0, graph.terminalValue(state));
                    }

                    Set<Integer> byPositions = new TreeSet<>();
                    position.addMoves(metric, moves);
                    for (int move : moves.toArray()) {
                        position.makeMove(move);
                        byPositions.add(indexInGroup(group, position));
                        position.undoMove();
                    }
                    Set<Integer> neighbours = new TreeSet<>();
                    Set<Integer> nonGoalNeighbours = new TreeSet<>();
                    for (String next : ReferenceCensus.neighbours(ReferenceCensus.fromText(layout), metric.id())) {
                        int index = indexInGroup(group, LayoutNotation.parse(ReferenceCensus.toText(next)));
                        neighbours.add(index);
                        if (!ReferenceCensus.isWin(next)) {
                            nonGoalNeighbours.add(index);
                        }
                    }

                    graph.successors(state, out);
                    Set<Integer> successors = states(out);
                    assertEquals(byPositions, successors, () -> metric + " successors of " + layout);
                    assertEquals(goal ? Set.of() : neighbours, successors, () -> metric + " successors of " + layout);
                    graph.predecessors(state, back);
                    Set<Integer> predecessors = states(back);
                    assertEquals(nonGoalNeighbours, predecessors, () -> metric + " predecessors of " + layout);
                    if (!goal) {
                        Set<Integer> expected = new TreeSet<>(successors);
                        expected.removeIf(next -> LayoutCode.caoCao(group.code(next)) == Board.GOAL_ANCHOR);
                        assertEquals(expected, predecessors, layout);
                    }
                    for (int next : successors) {
                        graph.predecessors(next, shifted);
                        assertTrue(states(shifted).contains(state), () -> "the move back to " + layout);
                    }
                    for (int previous : predecessors) {
                        graph.successors(previous, shifted);
                        assertTrue(states(shifted).contains(state), () -> "the move into " + layout);
                    }

                    assertEquals(graph.isTerminal(state), spaceGraph.isTerminal(offset + state), layout);
                    spaceGraph.successors(offset + state, shifted);
                    assertEquals(shift(successors, offset), states(shifted), layout);
                    spaceGraph.predecessors(offset + state, shifted);
                    assertEquals(shift(predecessors, offset), states(shifted), layout);
                }
            }
        }
    }

    private static Set<Integer> shift(Set<Integer> states, int offset) {
        Set<Integer> shifted = new TreeSet<>();
        for (int state : states) {
            shifted.add(state + offset);
        }
        return shifted;
    }

    @Test
    void onlyTheMetricGeneratorsAreFollowedByIndex() {
        assertTrue(KlotskiSpace.ALL.graph(new StepMoves()).isPresent());
        assertTrue(KlotskiSpace.ALL.graph(new PieceMoves()).isPresent());
        MoveGenerator<KlotskiPosition> caoCaoOnly = (position, out) -> {
            MoveList all = new MoveList();
            position.legalMoves(all);
            out.clear();
            for (int move : all.toArray()) {
                if (position.shape(KlotskiPosition.piece(move)) == Shape.CAO_CAO.code()) {
                    out.add(move);
                }
            }
        };
        assertTrue(KlotskiSpace.ALL.graph(caoCaoOnly).isEmpty());
    }

    @Test
    void noLayoutButTheGoalsIsADeadEnd() {
        Transitions out = new Transitions();
        long start = System.nanoTime();
        int layouts = 0;
        for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
            LayoutGroup group = KlotskiSpace.ALL.group(horizontal);
            GroupGraph graph = new GroupGraph(group, Metric.STEP);
            for (int state = 0; state < group.size(); state++) {
                boolean goal = LayoutCode.caoCao(group.code(state)) == Board.GOAL_ANCHOR;
                graph.successors(state, out);
                if (goal != graph.isTerminal(state) || goal != (out.size() == 0)) {
                    fail("layout " + KlotskiPosition.of(group.code(state)) + ": goal " + goal + ", terminal "
                            + graph.isTerminal(state) + ", " + out.size() + " successors");
                }
                for (int i = 0; i < out.size(); i++) {
                    if (out.state(i) < 0 || out.state(i) >= group.size()) {
                        fail("layout " + KlotskiPosition.of(group.code(state)) + ": successor " + out.state(i));
                    }
                }
                layouts++;
            }
        }
        assertEquals(KlotskiSpace.ALL.size(), layouts);
        assertTrue(layouts > 300_000, "layouts: " + layouts);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < 10_000, "every layout's step moves took " + millis + " ms");
    }
}
