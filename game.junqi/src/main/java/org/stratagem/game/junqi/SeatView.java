package org.stratagem.game.junqi;

import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/**
 * What one seat knows of the board, built from the jbrain lines alone: at the start every seat's area
 * full of its pieces, the ranks of the lineups the seat was shown (its own; its partner's where visible),
 * then every {@code RESULT} and {@code OUT} applied in order. A piece carries its owner and its marks
 * ({@link Piece#MOVED}, {@link Piece#FRONT}); its rank is known only where the seat was shown it, or for a
 * flag made public. The view never holds a rank the seat could not know.
 *
 * <p>The seat's own legal moves depend on the occupancy, the owners and its own ranks alone, which the view
 * knows exactly: {@link #legalMoves} lists the same moves as the referee's position.
 */
final class SeatView {
    /** The rank a hidden piece is given inside {@link #legalMoves}' position; never read, never shown. */
    private static final Rank PLACEHOLDER = Rank.PLATOON;

    private final Variant variant;
    private final Board board;
    private final int seat;
    private final int[] codes;
    private final boolean[] known;
    private int out;
    /** The lineups the seat was shown, indexed by seat, null where not shown. */
    private final Lineup[] shown;

    /**
     * The view at the start of a game.
     *
     * @param variant the rules
     * @param seat    the observing seat, on the board
     * @param shown   the lineups the seat was shown, indexed by seat, null where not shown; its own must be there
     */
    SeatView(Variant variant, int seat, Lineup[] shown) {
        this.shown = shown.clone();
        this.variant = variant;
        this.board = variant.board();
        this.seat = seat;
        this.codes = new int[board.size()];
        this.known = new boolean[board.size()];
        for (int owner = 0; owner < Board.SEATS; owner++) {
            if (!board.seated(owner)) {
                out |= 1 << owner;
                continue;
            }
            for (int local = 0; local < Board.AREA; local++) {
                if (!Board.isCamp(local)) {
                    int cell = board.cell(owner, local);
                    Rank rank = shown[owner] == null ? PLACEHOLDER : shown[owner].rankAt(local);
                    codes[cell] = Piece.of(owner, rank) | (local < Board.COLUMNS ? Piece.FRONT : 0);
                    known[cell] = shown[owner] != null;
                }
            }
        }
    }

    /**
     * @param owner a seat
     * @return the lineup of that seat the observing seat was shown at the start, or null if none
     */
    Lineup shown(int owner) {
        return shown[owner];
    }

    /** @return the rules */
    Variant variant() {
        return variant;
    }

    /** @return the board */
    Board board() {
        return board;
    }

    /** @return the observing seat */
    int seat() {
        return seat;
    }

    /** @return the owner of the piece on a cell, or -1 for an empty cell */
    int owner(int cell) {
        return codes[cell] == Piece.EMPTY ? -1 : Piece.owner(codes[cell]);
    }

    /** @return the rank of the piece on a cell, or null if the cell is empty or the seat does not know it */
    Rank rank(int cell) {
        return codes[cell] != Piece.EMPTY && known[cell] ? Rank.ALL[Piece.rank(codes[cell])] : null;
    }

    /** @return whether the piece on a (non-empty) cell has moved since the deployment: it is no mine and no flag */
    boolean moved(int cell) {
        return (codes[cell] & Piece.MOVED) != 0;
    }

    /** @return whether the piece on a (non-empty) cell was deployed in its seat's front row: it is no bomb */
    boolean fromFront(int cell) {
        return (codes[cell] & Piece.FRONT) != 0;
    }

    /** @return whether a seat is out of the game (a duel's absent seats are) */
    boolean isOut(int owner) {
        return (out & 1 << owner) != 0;
    }

    /**
     * Applies a move every seat saw.
     *
     * @param observation the move
     * @throws NotationException if the move cannot have happened on this board: no piece of the seat on its
     *                           first cell, a piece of its own team or none on the second where it says a
     *                           collision (or one where it says none), a flag where none can stand after the
     *                           move; the view is then unchanged
     */
    void apply(Observation observation) {
        check(observation);
        int from = observation.from();
        int to = observation.to();
        int moving = codes[from] | Piece.MOVED;
        boolean movingKnown = known[from];
        codes[from] = Piece.EMPTY;
        switch (observation.collision()) {
            case MOVE, TAKE -> {
                codes[to] = moving;
                known[to] = movingKnown;
            }
            case TRADE -> codes[to] = Piece.EMPTY;
            case DIE -> {
                // the defender stays where it was
            }
        }
        for (int flag : observation.flags()) {
            codes[flag] = Piece.withRank(codes[flag], Rank.FLAG);
            known[flag] = true;
        }
    }

    /**
     * @param observation a move
     * @throws NotationException if the move cannot have happened on this board, as {@link #apply} says
     */
    void check(Observation observation) {
        int from = observation.from();
        int to = observation.to();
        if (codes[from] == Piece.EMPTY || Piece.owner(codes[from]) != observation.seat()) {
            throw new NotationException("RESULT: no piece of seat " + observation.seat() + " on " + board.name(from));
        }
        boolean attack = observation.collision() != Collision.MOVE;
        if ((codes[to] != Piece.EMPTY) != attack || attack && board.teamOf(Piece.owner(codes[to])) == board.teamOf(observation.seat())) {
            throw new NotationException("RESULT: " + board.name(to) + (attack ? " holds no enemy piece to attack" : " is not empty"));
        }
        for (int flag : observation.flags()) {
            if (codes[flag] == Piece.EMPTY || flag == from || flag == to) {
                throw new NotationException("RESULT: a FLAG on " + board.name(flag) + ", where no flag can stand after the move");
            }
        }
    }

    /**
     * A seat leaves the game: its pieces leave the board.
     *
     * @param owner the seat
     */
    void eliminate(int owner) {
        out |= 1 << owner;
        for (int cell = 0; cell < codes.length; cell++) {
            if (codes[cell] != Piece.EMPTY && Piece.owner(codes[cell]) == owner) {
                codes[cell] = Piece.EMPTY;
            }
        }
    }

    /**
     * Lists the seat's legal moves, as the referee's position would with the seat to move.
     *
     * @param moves the buffer, cleared first
     */
    void legalMoves(MoveList moves) {
        moves.clear();
        if (!isOut(seat)) {
            new JunqiPosition(variant, codes, seat, out & ~(1 << seat), 0, 0).legalMoves(moves);
        }
    }
}
