package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays a move on a true position and tells beliefs what every seat sees of it, as a referee's
 * {@code RESULT} and {@code OUT} lines would: the outcome judged from the cells before and after, the
 * flags revealed by the move, the seats put out.
 */
final class Observed {
    private Observed() {
    }

    /**
     * @param position the true position, where the move is played
     * @param move     a legal board move
     * @param beliefs  the beliefs of the seats that watch, told of the move
     * @return the outcome
     */
    static Collision play(JunqiPosition position, int move, Beliefs... beliefs) {
        int from = JunqiPosition.from(move);
        int to = JunqiPosition.to(move);
        int attacker = position.code(from);
        int defender = position.code(to);
        boolean[] revealed = new boolean[Board.SEATS];
        for (int seat = 0; seat < Board.SEATS; seat++) {
            revealed[seat] = position.flagRevealed(seat);
        }
        int outBefore = position.outSeats();
        position.makeMove(move);
        int after = position.code(to);
        Collision clash = defender == Piece.EMPTY ? Collision.MOVE
                : (after & Piece.IDENTITY) == (attacker & Piece.IDENTITY) ? Collision.TAKE
                : after == Piece.EMPTY ? Collision.TRADE : Collision.DIE;
        List<Integer> flags = new ArrayList<>();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (!revealed[seat] && position.flagRevealed(seat)) {
                flags.add(flagCell(position, seat));
            }
        }
        int[] flagCells = flags.stream().mapToInt(Integer::intValue).toArray();
        int gone = position.outSeats() & ~outBefore;
        for (Beliefs belief : beliefs) {
            belief.observe(from, to, clash, flagCells);
            for (int seat = 0; seat < Board.SEATS; seat++) {
                if ((gone & 1 << seat) != 0) {
                    belief.seatOut(seat);
                }
            }
        }
        return clash;
    }

    /**
     * @param variant the rules, with the lineups of the game
     * @return the beliefs of every seat on the board at the start, each shown its own lineup and its partner's
     *         where visible; null for the duel's absent seats
     */
    static Beliefs[] atStart(Variant variant) {
        Board board = variant.board();
        Lineup[] lineups = variant.lineups();
        Beliefs[] beliefs = new Beliefs[Board.SEATS];
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                Lineup partner = variant.partnerVisible() ? lineups[board.partnerOf(seat)] : null;
                beliefs[seat] = new Beliefs(variant, seat, lineups[seat], partner);
            }
        }
        return beliefs;
    }

    private static int flagCell(JunqiPosition position, int seat) {
        for (int cell = 0; cell < position.board().size(); cell++) {
            int code = position.code(cell);
            if (code != Piece.EMPTY && Piece.owner(code) == seat && Piece.rank(code) == Piece.FLAG) {
                return cell;
            }
        }
        throw new IllegalStateException("seat " + seat + " has no flag");
    }
}
