package org.stratagem.game.puzzles.trianglewar;

import java.util.Objects;
import java.util.StringJoiner;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * A Triangle War game in progress (PKU JudgeOnline 1085): the segments drawn on the
 * {@link Board} of 10 dots, the triangles won by player A (seat 0) and player B (seat 1), and the
 * seat to move.
 *
 * <p>A move draws one undrawn segment. If it completes one or two triangles (a triangle is
 * complete when its three sides are drawn), the mover wins them and moves again; otherwise the
 * turn passes. The game ends when all 18 segments are drawn; {@link #terminalValue(int) the value}
 * of a team is then its triangles minus the other team's. With 9 triangles there are no draws.
 * Seats and teams coincide: seat 0 plays for team 0.
 *
 * <p>Encodings:
 * <ul>
 * <li>A move is the segment's number 0..17 (see {@link Board}), never {@link MoveList#NONE}.</li>
 * <li>{@link #key()} is exact ({@link org.stratagem.engine.api.KeyKind#EXACT}): bits 0..17 the drawn
 *     segments, bit 18 set when B is on turn, bits 19..22 A's triangles, bits 23..26 B's.</li>
 * </ul>
 *
 * <p>A position remembers how its segments came to be drawn, so that its notation (see
 * {@link TriangleWarGame}) can be read back to the same key: a set of segments it started from
 * (drawn with no triangle credited to anyone, A to move; empty for a game from the start, the
 * segments of a state for {@link TriangleWarStateSpace#positionAt}), then every segment drawn since,
 * in order. The moves drawn after it was created can be undone. At the end of the game
 * {@link #seatToMove()} is {@link Position#NOBODY}, but the position still knows whose turn it
 * would be ({@link #seatOnTurn()}) and the key includes it.
 *
 * <p>Make and undo allocate nothing: the drawing order is the undo stack, an array of 18 created
 * with the position, and undoing a segment recomputes from the board what drawing it changed.
 */
public final class TriangleWarPosition implements Position {
    private static final long B_ON_TURN = 1L << Board.SEGMENTS;
    private static final int TRIANGLES_SHIFT = Board.SEGMENTS + 1;
    private static final int TRIANGLES_BITS = 4;

    /** The segments the position started from, drawn in no order. */
    private final int preset;
    /** The segments drawn after the preset ones, in order. */
    private final byte[] order;
    /** How many segments of {@link #order} were drawn before the position was created. */
    private final int created;
    /** How many segments {@link #order} holds. */
    private int drawnSince;
    private int drawn;
    private final int[] triangles;
    private int seatOnTurn;
    private long key;

    private TriangleWarPosition(int preset) {
        this.preset = preset;
        order = new byte[Board.SEGMENTS];
        drawn = preset;
        triangles = new int[2];
        key = preset;
        created = 0;
    }

    private TriangleWarPosition(TriangleWarPosition original, int created) {
        preset = original.preset;
        order = original.order.clone();
        this.created = created;
        drawnSince = original.drawnSince;
        drawn = original.drawn;
        triangles = original.triangles.clone();
        seatOnTurn = original.seatOnTurn;
        key = original.key;
    }

    /** @return the empty board, A to move */
    public static TriangleWarPosition initial() {
        return new TriangleWarPosition(0);
    }

    /**
     * A position drawn from a set of segments and then by moves in order; the caller has checked
     * that the segments are distinct.
     *
     * @param preset   segments drawn with no triangle credited to anyone, A to move after them
     * @param segments segments then drawn in order, A first, none of them in {@code preset}
     * @return a new position with no moves to undo
     */
    static TriangleWarPosition of(int preset, int... segments) {
        TriangleWarPosition position = new TriangleWarPosition(preset);
        for (int segment : segments) {
            position.makeMove(segment);
        }
        return new TriangleWarPosition(position, position.drawnSince);
    }

    /**
     * @return the seat whose turn it is; at the end of the game, the seat whose turn it would be
     *         (where {@link #seatToMove()} says {@link Position#NOBODY})
     */
    public int seatOnTurn() {
        return seatOnTurn;
    }

    /**
     * @param seat 0 (A) or 1 (B)
     * @return how many triangles that seat has won
     */
    public int triangles(int seat) {
        return triangles[Objects.checkIndex(seat, 2)];
    }

    /** @return the set of drawn segments, bit {@code s} for segment {@code s} */
    int drawnSegments() {
        return drawn;
    }

    @Override
    public int seatToMove() {
        return isTerminal() ? NOBODY : seatOnTurn;
    }

    /** All 18 segments are drawn. */
    @Override
    public boolean isTerminal() {
        return drawn == Board.ALL_SEGMENTS;
    }

    /** Fills {@code out} with every undrawn segment, in the order of their numbers. */
    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int segment = 0; segment < Board.SEGMENTS; segment++) {
            if ((drawn & 1 << segment) == 0) {
                out.add(segment);
            }
        }
    }

    @Override
    public void makeMove(int move) {
        int completed = Board.completedBy(drawn, move);
        order[drawnSince++] = (byte) move;
        drawn |= 1 << move;
        key |= 1L << move;
        if (completed > 0) {
            score(completed);
        } else {
            passTurn();
        }
    }

    @Override
    public void undoMove() {
        if (movesMade() == 0) {
            throw new IllegalStateException("no move to undo");
        }
        int move = order[--drawnSince];
        int completed = Board.completedBy(drawn, move);
        drawn &= ~(1 << move);
        key &= ~(1L << move);
        if (completed > 0) {
            score(-completed);
        } else {
            passTurn();
        }
    }

    @Override
    public int movesMade() {
        return drawnSince - created;
    }

    /** The drawn segments, the seat on turn and both seats' triangles; exact; see the class comment. */
    @Override
    public long key() {
        return key;
    }

    /** The team's triangles minus the other team's. */
    @Override
    public int terminalValue(int team) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over: " + this);
        }
        return triangles(team) - triangles(1 - team);
    }

    @Override
    public TriangleWarPosition copy() {
        return new TriangleWarPosition(this, created);
    }

    /**
     * @return the position in Triangle War notation (see {@link TriangleWarGame}): the preset
     *         segments in braces, in the order of their numbers, if there are any, then the segments
     *         drawn since, in order, e.g. {@code 1-2 2-3 1-3} or {@code {1-2 1-3} 2-3}
     */
    @Override
    public String toString() {
        StringJoiner text = new StringJoiner(" ");
        if (preset != 0) {
            StringJoiner set = new StringJoiner(" ", TriangleWarGame.SET_OPEN, TriangleWarGame.SET_CLOSE);
            for (int segment = 0; segment < Board.SEGMENTS; segment++) {
                if ((preset & 1 << segment) != 0) {
                    set.add(SegmentNotation.format(segment));
                }
            }
            text.add(set.toString());
        }
        for (int index = 0; index < drawnSince; index++) {
            text.add(SegmentNotation.format(order[index]));
        }
        return text.toString();
    }

    /** Credits triangles to the seat on turn, or takes them back when negative. */
    private void score(int count) {
        triangles[seatOnTurn] += count;
        key += (long) count << TRIANGLES_SHIFT + seatOnTurn * TRIANGLES_BITS;
    }

    private void passTurn() {
        seatOnTurn = 1 - seatOnTurn;
        key ^= B_ON_TURN;
    }
}
