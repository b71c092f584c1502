package org.stratagem.game.puzzles.twofour;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.stratagem.engine.api.NotationException;

/**
 * Reads the olympiad's input: line 1 {@code N G} (3 &lt;= N &lt;= 30, 1 &lt;= G &lt;= 1000), then G
 * lines of N pile sizes 0..4 that add up to 2N, separated by blanks. Blank lines may follow the
 * last game; nothing else may.
 *
 * <p>Strict: anything else is a {@link NotationException} whose one-line message starts with the
 * number of the line at fault, e.g. {@code line 3: expected 5 piles, found 4}.
 */
final class OlympiadInput {
    /** The most games an input holds. */
    static final int MAX_GAMES = 1000;

    private static final Pattern INTEGER = Pattern.compile("-?\\d{1,9}");
    private static final Pattern DIGITS = Pattern.compile("-?\\d+");

    private final BufferedReader reader;
    private int lineNumber;

    private OlympiadInput(BufferedReader reader) {
        this.reader = reader;
    }

    /**
     * @param reader the input, read to its end
     * @return the start of every game, in order, player 1 to move (see
     *         {@link TwoFourPosition#fromOlympiadPiles(int[])} for how 2-ball piles are dealt)
     * @throws NotationException    if the input is malformed
     * @throws UncheckedIOException if the input cannot be read
     */
    static List<TwoFourPosition> read(BufferedReader reader) {
        return new OlympiadInput(reader).games();
    }

    private List<TwoFourPosition> games() {
        String header = nextLine();
        if (header == null) {
            throw error("expected 'N G', found end of input");
        }
        String[] fields = fields(header);
        if (fields.length != 2) {
            throw error("expected 'N G', found '" + NotationException.excerpt(header.strip()) + "'");
        }
        int piles = number(fields[0], "");
        int games = number(fields[1], "");
        if (piles < TwoFourPosition.MIN_PILES || piles > TwoFourPosition.MAX_PILES) {
            throw error("N = " + piles + " is not " + TwoFourPosition.MIN_PILES + ".." + TwoFourPosition.MAX_PILES);
        }
        if (games < 1 || games > MAX_GAMES) {
            throw error("G = " + games + " is not 1.." + MAX_GAMES);
        }
        List<TwoFourPosition> starts = new ArrayList<>(games);
        for (int game = 0; game < games; game++) {
            starts.add(game(piles));
        }
        for (String extra = nextLine(); extra != null; extra = nextLine()) {
            if (!extra.isBlank()) {
                throw error("unexpected text after the last game (G = " + games + ")");
            }
        }
        return starts;
    }

    private TwoFourPosition game(int piles) {
        String line = nextLine();
        if (line == null) {
            throw error("expected " + piles + " piles, found end of input");
        }
        String[] fields = fields(line);
        if (fields.length != piles) {
            throw error("expected " + piles + " piles, found " + fields.length);
        }
        int[] balls = new int[piles];
        for (int pile = 0; pile < piles; pile++) {
            balls[pile] = number(fields[pile], "pile " + (pile + 1) + ": ");
        }
        try {
            return TwoFourPosition.fromOlympiadPiles(balls);
        } catch (NotationException e) {
            throw error(e.getMessage());
        }
    }

    /** @return the next line, or null at the end of the input; either way {@code lineNumber} is its number */
    private String nextLine() {
        lineNumber++;
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read line " + lineNumber + " of the input", e);
        }
    }

    private int number(String field, String where) {
        if (INTEGER.matcher(field).matches()) {
            return Integer.parseInt(field);
        }
        throw error(where + "'" + NotationException.excerpt(field) + "' is " + (DIGITS.matcher(field).matches() ? "too large" : "not a number"));
    }

    private NotationException error(String what) {
        return new NotationException("line " + lineNumber + ": " + what);
    }

    private static String[] fields(String line) {
        return line.isBlank() ? new String[0] : line.strip().split("\\s+");
    }
}
