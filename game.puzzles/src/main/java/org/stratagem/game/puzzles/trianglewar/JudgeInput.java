package org.stratagem.game.puzzles.trianglewar;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.stratagem.engine.api.NotationException;

/**
 * Reads the input of PKU JudgeOnline 1085: line 1 the number of games T (at least 1); then for each
 * game a line with the number m of moves played so far (0..18), then m lines {@code i j}, each a
 * segment between dots i and j in either order, the moves in the order they were played, A first.
 * Fields are separated by blanks; blank lines may follow the last game, nothing else may.
 *
 * <p>Strict: anything else is a {@link NotationException} whose one-line message starts with the
 * number of the line at fault, e.g. {@code line 4: '3 9' is not a segment of the board (dots 3 and
 * 9 are not neighbours)}; a segment drawn twice in one game, a count of moves out of range, a
 * missing line, a field that is not a number and trailing text are all reported so.
 */
final class JudgeInput {
    private static final Pattern INTEGER = Pattern.compile("-?\\d{1,9}");
    private static final Pattern DIGITS = Pattern.compile("-?\\d+");

    private final BufferedReader reader;
    private int lineNumber;

    private JudgeInput(BufferedReader reader) {
        this.reader = reader;
    }

    /**
     * @param reader the input, read to its end
     * @return each game's position after the moves given, in order, with no moves to undo
     * @throws NotationException    if the input is malformed
     * @throws UncheckedIOException if the input cannot be read
     */
    static List<TriangleWarPosition> read(BufferedReader reader) {
        return new JudgeInput(reader).games();
    }

    private List<TriangleWarPosition> games() {
        int games = count("the number of games T");
        if (games < 1) {
            throw error("T = " + games + " games, expected at least 1");
        }
        List<TriangleWarPosition> positions = new ArrayList<>();
        for (int game = 1; game <= games; game++) {
            positions.add(game(game));
        }
        for (String rest = next(); rest != null; rest = next()) {
            if (!rest.isBlank()) {
                throw error("unexpected text after the last game (T = " + games + ")");
            }
        }
        return positions;
    }

    private TriangleWarPosition game(int game) {
        int moves = count("the number of moves m of game " + game);
        if (moves < 0 || moves > Board.SEGMENTS) {
            throw error("m = " + moves + " moves, expected 0.." + Board.SEGMENTS);
        }
        int[] segments = new int[moves];
        int drawn = 0;
        for (int move = 0; move < moves; move++) {
            String[] dots = fields("move " + (move + 1) + " of game " + game + ", 'i j'");
            if (dots.length != 2) {
                throw error("expected 'i j', the two dots of a segment, found '" + NotationException.excerpt(String.join(" ", dots)) + "'");
            }
            segments[move] = SegmentNotation.check(number(dots[0]), number(dots[1]), dots[0] + " " + dots[1],
                    "line " + lineNumber + ": ", drawn);
            drawn |= 1 << segments[move];
        }
        return TriangleWarPosition.of(0, segments);
    }

    /** @return the one number on the next line, which holds {@code what} */
    private int count(String what) {
        String[] fields = fields(what);
        if (fields.length != 1) {
            throw error("expected " + what + ", found '" + NotationException.excerpt(String.join(" ", fields)) + "'");
        }
        return number(fields[0]);
    }

    /** @return the blank-separated fields of the next line, which holds {@code what} */
    private String[] fields(String what) {
        String line = next();
        if (line == null) {
            throw error("expected " + what + ", found end of input");
        }
        return line.isBlank() ? new String[0] : line.strip().split("\\s+");
    }

    /** @return the next line, or null at the end of the input; either way {@code lineNumber} is its number */
    private String next() {
        lineNumber++;
        try {
            return reader.readLine();
        } catch (IOException unreadable) {
            throw new UncheckedIOException("cannot read line " + lineNumber + " of the input", unreadable);
        }
    }

    private int number(String field) {
        if (!INTEGER.matcher(field).matches()) {
            throw error("'" + NotationException.excerpt(field) + "' is " + (DIGITS.matcher(field).matches() ? "too large" : "not a number"));
        }
        return Integer.parseInt(field);
    }

    private NotationException error(String what) {
        return new NotationException("line " + lineNumber + ": " + what);
    }
}
