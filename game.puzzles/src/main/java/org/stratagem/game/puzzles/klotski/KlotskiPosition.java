package org.stratagem.game.puzzles.klotski;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * A Huarong Dao layout in play: ten pieces, each with its shape, its anchor (top-left cell) and the
 * letter the user gave it, on the 4x5 {@link Board}. The rules: a piece slides into empty cells;
 * the puzzle is solved when Cao Cao stands at the bottom centre.
 *
 * <p>Moves. A legal move takes one piece to any anchor it can reach by one-cell slides in a row,
 * the others standing still: the moves of the {@link Metric#PIECE} metric, which include the
 * one-cell slides that the {@link Metric#STEP} metric counts (its generator, {@link MetricMoves},
 * offers only those). A move is encoded as {@code piece | target << 4}, the piece's index and
 * where it goes; every move costs 1, the metric being the choice of generator.
 *
 * <p>Keys. Pieces of the same shape are interchangeable, so the key is the grid of the shapes (see
 * {@link LayoutCode}: three bits a cell, exact), the letters being only notation; the canonical key
 * is the smaller of the grids of the layout and of its mirror image, which is as far from the goal
 * (the goal is symmetric). Both are kept up to date by every move at the cost of a few table
 * lookups; the layout's code, which indexes it in the state space, is computed when asked for. Terminal exactly when Cao Cao is at the goal (value 0): every other layout has a move,
 * as the tests check on every layout of every group.
 */
public final class KlotskiPosition implements Position {
    /** Pieces on the board. */
    static final int PIECES = 10;

    private final int[] shapes;
    private final int[] anchors;
    private final char[] letters;
    private final int cao;
    private long grid;
    private long mirrorGrid;
    private int occupied;
    /** The layout's code, or -1 until asked for since the last move. */
    private int code = -1;
    private int[] history = new int[64];
    private int movesMade;

    /**
     * @param shapes  the pieces' shape codes
     * @param anchors their anchors
     * @param letters their letters
     */
    KlotskiPosition(int[] shapes, int[] anchors, char[] letters) {
        this.shapes = shapes.clone();
        this.anchors = anchors.clone();
        this.letters = letters.clone();
        int caoPiece = -1;
        for (int piece = 0; piece < PIECES; piece++) {
            grid = LayoutCode.place(grid, shapes[piece], anchors[piece]);
            mirrorGrid = LayoutCode.place(mirrorGrid, shapes[piece], Board.mirror(shapes[piece], anchors[piece]));
            occupied |= Board.cover(shapes[piece], anchors[piece]);
            caoPiece = shapes[piece] == Shape.CAO_CAO.code() ? piece : caoPiece;
        }
        cao = caoPiece;
    }

    /**
     * @param layoutCode a layout's code
     * @return the layout, its pieces lettered in reading order of their anchors: Cao Cao {@code C},
     *         the others {@code A, B, D, E, ...}
     */
    static KlotskiPosition of(int layoutCode) {
        long grid = LayoutCode.decode(layoutCode);
        int[] shapes = new int[PIECES];
        int[] anchors = new int[PIECES];
        char[] letters = new char[PIECES];
        int piece = 0;
        char next = 'A';
        for (int cell = 0; cell < Board.CELLS; cell++) {
            int shape = (int) (grid >>> (3 * cell) & 7);
            if (shape != Shape.EMPTY.code() && shape != LayoutCode.COVERED) {
                shapes[piece] = shape;
                anchors[piece] = cell;
                if (shape == Shape.CAO_CAO.code()) {
                    letters[piece++] = 'C';
                } else {
                    next = next == 'C' ? 'D' : next;
                    letters[piece++] = next++;
                }
            }
        }
        return new KlotskiPosition(shapes, anchors, letters);
    }

    /** @return the layout's code: its shapes, pieces of one shape interchangeable */
    int layoutCode() {
        if (code < 0) {
            code = LayoutCode.encode(grid);
        }
        return code;
    }

    /** @return the number of horizontal generals, the layout's {@link LayoutGroup} */
    int horizontalGenerals() {
        int count = 0;
        for (int shape : shapes) {
            count += shape == Shape.HORIZONTAL.code() ? 1 : 0;
        }
        return count;
    }

    /**
     * @param piece a piece, 0..9
     * @return its shape's code
     */
    int shape(int piece) {
        return shapes[piece];
    }

    /**
     * @param piece a piece, 0..9
     * @return its anchor
     */
    int anchor(int piece) {
        return anchors[piece];
    }

    /**
     * @param piece a piece, 0..9
     * @return its letter
     */
    char letter(int piece) {
        return letters[piece];
    }

    /**
     * @param letter a letter
     * @return the piece of that letter, or -1
     */
    int pieceLettered(char letter) {
        for (int piece = 0; piece < PIECES; piece++) {
            if (letters[piece] == letter) {
                return piece;
            }
        }
        return -1;
    }

    /**
     * @param piece a piece
     * @return the cells covered by every other piece
     */
    int othersThan(int piece) {
        return occupied & ~Board.cover(shapes[piece], anchors[piece]);
    }

    /**
     * @param piece  a piece
     * @param target an anchor
     * @return the move that takes the piece there
     */
    static int move(int piece, int target) {
        return piece | target << 4;
    }

    /**
     * @param move a move
     * @return the piece it moves
     */
    static int piece(int move) {
        return move & 15;
    }

    /**
     * @param move a move
     * @return the anchor the piece goes to
     */
    static int target(int move) {
        return move >>> 4;
    }

    @Override
    public int seatToMove() {
        return isTerminal() ? NOBODY : 0;
    }

    @Override
    public boolean isTerminal() {
        return isSolved();
    }

    /** @return whether Cao Cao stands at the goal */
    boolean isSolved() {
        return anchors[cao] == Board.GOAL_ANCHOR;
    }

    @Override
    public void legalMoves(MoveList out) {
        addMoves(Metric.PIECE, out);
    }

    /**
     * Clears the list and adds the moves of a metric, piece by piece in letter order of the
     * layout as given, targets in reading order; none when the puzzle is over.
     *
     * @param metric what one move is
     * @param out    the list
     */
    void addMoves(Metric metric, MoveList out) {
        out.clear();
        if (isSolved()) {
            return;
        }
        int empty = ~occupied & Board.ALL;
        for (int piece = 0; piece < PIECES; piece++) {
            if ((Board.around(shapes[piece], anchors[piece]) & empty) == 0) {
                continue;
            }
            int targets = Slides.destinations(metric, shapes[piece], anchors[piece], othersThan(piece));
            while (targets != 0) {
                out.add(move(piece, Integer.numberOfTrailingZeros(targets)));
                targets &= targets - 1;
            }
        }
    }

    @Override
    public void makeMove(int move) {
        if (movesMade == history.length) {
            history = Arrays.copyOf(history, 2 * movesMade);
        }
        int piece = piece(move);
        history[movesMade++] = move(piece, anchors[piece]);
        moveTo(piece, target(move));
    }

    @Override
    public void undoMove() {
        if (movesMade == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int previous = history[--movesMade];
        moveTo(piece(previous), target(previous));
    }

    private void moveTo(int piece, int target) {
        int shape = shapes[piece];
        grid = LayoutCode.place(LayoutCode.remove(grid, shape, anchors[piece]), shape, target);
        mirrorGrid = LayoutCode.place(LayoutCode.remove(mirrorGrid, shape, Board.mirror(shape, anchors[piece])), shape,
                Board.mirror(shape, target));
        occupied = occupied & ~Board.cover(shape, anchors[piece]) | Board.cover(shape, target);
        anchors[piece] = target;
        code = -1;
    }

    @Override
    public int movesMade() {
        return movesMade;
    }

    @Override
    public long key() {
        return grid;
    }

    @Override
    public long canonicalKey() {
        return Math.min(grid, mirrorGrid);
    }

    @Override
    public int terminalValue(int team) {
        if (!isTerminal()) {
            throw new IllegalStateException("the puzzle is not over");
        }
        return 0;
    }

    @Override
    public KlotskiPosition copy() {
        KlotskiPosition copy = new KlotskiPosition(shapes, anchors, letters);
        copy.history = history.clone();
        copy.movesMade = movesMade;
        return copy;
    }

    /** @return the layout in the game's notation */
    @Override
    public String toString() {
        char[] cells = new char[Board.CELLS];
        Arrays.fill(cells, '.');
        for (int piece = 0; piece < PIECES; piece++) {
            int cover = Board.cover(shapes[piece], anchors[piece]);
            for (int cell = 0; cell < Board.CELLS; cell++) {
                cells[cell] = (cover & 1 << cell) != 0 ? letters[piece] : cells[cell];
            }
        }
        StringBuilder text = new StringBuilder(Board.CELLS + Board.ROWS);
        for (int row = 0; row < Board.ROWS; row++) {
            text.append(row > 0 ? "/" : "").append(cells, row * Board.COLUMNS, Board.COLUMNS);
        }
        return text.toString();
    }
}
