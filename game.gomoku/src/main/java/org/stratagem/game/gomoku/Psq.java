package org.stratagem.game.gomoku;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.stratagem.engine.api.NotationException;

/**
 * Gomoku game records in Piskvork's format ({@code .psq}, the files of Gomocup's results), read and
 * written, as Piskvork's source reads and writes them (plastovicka/Piskvork, game.cpp: openPsq,
 * savePsq):
 * <pre>
 * Piskvorky 15x15, 0:0, 0      the board (width x height), the players' levels (0 a human), who began
 * 8,8,0                        each move in the order of play: column, row (from 1), milliseconds taken
 * 9,9,0
 * homo-1                       the trailing lines: the players (Piskvork's name for a human, or a brain's
 * homo-2                       file), in tournaments an end code after them
 * </pre>
 * Read: the header's board (the rest of the header is passed over), the moves, each checked (the
 * milliseconds may be left out), and the trailing lines, whatever they say, except another move line
 * after them, which is a broken move line rather than a name. A psq gives no rule: the reader's game
 * gives it. Written: the header as above, the moves with 0 milliseconds, and {@code homo-1} and
 * {@code homo-2}. A psq is a game from the empty board: a set-up position has none and is refused.
 * What cannot be read is refused in one line, {@code psq line N: ...}.
 */
final class Psq {
    private static final Pattern HEADER = Pattern.compile("Piskvorky\\s+(\\d{1,9})x(\\d{1,9})(,.*)?");
    private static final Pattern MOVE = Pattern.compile("(\\d{1,9}),(\\d{1,9})(,-?\\d{1,9})?");

    private Psq() {
    }

    /**
     * @param text     a psq record
     * @param defaults the game whose rule holds
     * @return the record's game (the defaults' rule on the header's board) and position
     * @throws NotationException if it is not a well-formed psq record of a legal game
     */
    static GomokuRecord read(String text, GomokuGame defaults) {
        String[] lines = text.strip().split("\\R", -1);
        Matcher header = HEADER.matcher(lines[0].strip());
        if (!header.matches()) {
            throw new NotationException("psq line 1: '" + NotationException.excerpt(lines[0].strip())
                    + "' is not a header 'Piskvorky WxH, ...'");
        }
        long width = Long.parseLong(header.group(1));
        long height = Long.parseLong(header.group(2));
        if (!Board.isSide(width) || !Board.isSide(height)) {
            throw new NotationException("psq line 1: a board of " + width + "x" + height + ": boards are " + Board.MIN_SIZE
                    + " to " + Board.MAX_SIZE + " a side");
        }
        GomokuGame game = defaults.variant(Map.of("size", width + "x" + height));
        Board board = game.parsePosition("").board();
        GomokuPosition position = game.parsePosition("");
        int line = 1;
        while (line < lines.length && MOVE.matcher(lines[line].strip()).matches()) {
            Matcher move = MOVE.matcher(lines[line].strip());
            move.matches();
            long x = Long.parseLong(move.group(1)) - 1;
            long y = Long.parseLong(move.group(2)) - 1;
            try {
                if (!board.contains((int) x, (int) y)) {
                    throw new NotationException("not a point of the " + board.dimensions() + " board (1.." + board.width()
                            + (board.width() == board.height() ? "" : ", 1.." + board.height()) + ")");
                }
                position.makeMove(game.parseMove(position, x + "," + y));
            } catch (NotationException bad) {
                throw new NotationException("psq line " + (line + 1) + ": '" + NotationException.excerpt(lines[line].strip()) + "': "
                        + bad.getMessage());
            }
            line++;
        }
        for (int trailing = line; trailing < lines.length; trailing++) {
            if (MOVE.matcher(lines[trailing].strip()).matches()) {
                throw new NotationException("psq line " + (trailing + 1) + ": a move after line " + (line + 1)
                        + ", which is not one");
            }
        }
        return new GomokuRecord(game, game.parsePosition(game.formatPosition(position)));
    }

    /**
     * @param position a position played from the empty board
     * @return the psq record of it, ending with a line break
     * @throws NotationException if the position is set up
     */
    static String write(GomokuPosition position) {
        if (position.isSetUp()) {
            throw new NotationException("a psq holds a game played from the empty board, and this position is set up: "
                    + "write it as sgf");
        }
        Board board = position.board();
        StringBuilder psq = new StringBuilder("Piskvorky ").append(board.width()).append('x').append(board.height())
                .append(", 0:0, 0\n");
        for (int move : position.moves()) {
            psq.append(board.x(move) + 1).append(',').append(board.y(move) + 1).append(",0\n");
        }
        return psq.append("homo-1\nhomo-2\n").toString();
    }
}
