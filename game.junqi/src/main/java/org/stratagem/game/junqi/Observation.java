package org.stratagem.game.junqi;

import java.util.Arrays;
import org.stratagem.engine.api.NotationException;

/**
 * One move as every seat observes it, a jbrain {@code RESULT} line: the seat that moved, the cells, the
 * {@link Collision}, and the flags a commander's death made public. Never a rank.
 *
 * @param seat      the seat that moved
 * @param from      the cell it moved from
 * @param to        the cell it moved to
 * @param collision what the move did
 * @param flags     the cells of the flags made public by the move (none, or one for each commander removed)
 */
record Observation(int seat, int from, int to, Collision collision, int[] flags) {

    /**
     * Plays a board move on the true position and says what every seat observes of it: the collision, and
     * the flag of each seat whose commander the move removed and that is still in the game, in seat order.
     *
     * @param position the true position, changed: the move is made
     * @param move     a legal board move (not {@link JunqiPosition#PASS} or {@link JunqiPosition#RESIGN})
     * @return the move as every seat observes it
     */
    static Observation play(JunqiPosition position, int move) {
        Board board = position.board();
        int seat = position.turn();
        int from = JunqiPosition.from(move);
        int to = JunqiPosition.to(move);
        Collision collision = Collision.of(position.code(from), position.code(to));
        // a flag never moves: where it stands before the move is where the move may reveal it
        int[] flagCells = new int[Board.SEATS];
        boolean[] revealed = new boolean[Board.SEATS];
        for (int cell = 0; cell < board.size(); cell++) {
            int code = position.code(cell);
            if (code != Piece.EMPTY && Piece.rank(code) == Piece.FLAG) {
                flagCells[Piece.owner(code)] = cell;
            }
        }
        for (int owner = 0; owner < Board.SEATS; owner++) {
            revealed[owner] = position.flagRevealed(owner);
        }
        position.makeMove(move);
        int[] flags = new int[Board.SEATS];
        int count = 0;
        for (int owner = 0; owner < Board.SEATS; owner++) {
            if (!revealed[owner] && position.flagRevealed(owner)) {
                flags[count++] = flagCells[owner];
            }
        }
        return new Observation(seat, from, to, collision, Arrays.copyOf(flags, count));
    }

    /**
     * @param board the board of the game
     * @return the jbrain line that tells every seat of this move: {@code RESULT seat x1,y1 x2,y2 outcome [FLAG x,y]...}
     */
    String line(Board board) {
        StringBuilder line = new StringBuilder("RESULT ").append(seat).append(' ').append(board.name(from)).append(' ')
                .append(board.name(to)).append(' ').append(collision);
        for (int flag : flags) {
            line.append(" FLAG ").append(board.name(flag));
        }
        return line.toString();
    }

    /**
     * @param board the board of the game
     * @param words the words of a line {@code RESULT seat x1,y1 x2,y2 outcome [FLAG x,y]...}, the first included
     * @return the observation
     * @throws NotationException saying which word is wrong, in one line
     */
    static Observation parse(Board board, String[] words) {
        if (words.length < 5 || (words.length - 5) % 2 != 0) {
            throw new NotationException("RESULT takes seat x1,y1 x2,y2 outcome [FLAG x,y]..., not " + (words.length - 1) + " words");
        }
        int seat = seat(words[1]);
        int from = JunqiGame.cell(board, words[2]);
        int to = JunqiGame.cell(board, words[3]);
        Collision collision;
        try {
            collision = Collision.valueOf(words[4]);
        } catch (IllegalArgumentException unknown) {
            throw new NotationException("'" + NotationException.excerpt(words[4]) + "' is not an outcome MOVE, TAKE, TRADE or DIE");
        }
        int[] flags = new int[(words.length - 5) / 2];
        for (int i = 0; i < flags.length; i++) {
            if (!words[5 + 2 * i].equals("FLAG")) {
                throw new NotationException("'" + NotationException.excerpt(words[5 + 2 * i]) + "' where FLAG x,y was expected");
            }
            flags[i] = JunqiGame.cell(board, words[6 + 2 * i]);
        }
        return new Observation(seat, from, to, collision, flags);
    }

    /**
     * @param text a seat's number
     * @return the seat, 0..3
     * @throws NotationException if the text is not one
     */
    static int seat(String text) {
        if (text.matches("[0-3]")) {
            return Integer.parseInt(text);
        }
        throw new NotationException("'" + NotationException.excerpt(text) + "' is not a seat 0..3");
    }
}
