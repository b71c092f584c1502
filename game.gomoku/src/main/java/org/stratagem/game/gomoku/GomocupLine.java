package org.stratagem.game.gomoku;

import java.util.Locale;
import org.stratagem.engine.api.NotationException;

/**
 * One line a Gomocup manager sends: its command word, upper-cased, and the rest of the line (the
 * argument), with the readers of the arguments the protocol's commands take. A stone line of
 * {@code BOARD} ({@code x,y,field}) parses as a command word with no argument: read it with
 * {@link #numbers(String, int)}.
 *
 * @param text     the line as it came, stripped
 * @param command  the first word, upper-cased; empty for a blank line
 * @param argument the rest of the line
 */
record GomocupLine(String text, String command, String argument) {

    /**
     * @param line a line without its line end
     * @return the line split at its first blank
     */
    static GomocupLine parse(String line) {
        String text = line.strip();
        String[] words = text.split("\\s+", 2);
        return new GomocupLine(text, words[0].toUpperCase(Locale.ROOT), words.length == 2 ? words[1] : "");
    }

    /**
     * @return the argument, a whole number (it may be negative: a manager reports an overdrawn clock so)
     * @throws NotationException if it is not one
     */
    long number() {
        try {
            return Long.parseLong(argument);
        } catch (NumberFormatException notANumber) {
            throw new NotationException("'" + NotationException.excerpt(text) + "': '" + NotationException.excerpt(argument) + "' is not a whole number");
        }
    }

    /**
     * @param count how many numbers
     * @return the argument as that many comma-separated whole numbers, e.g. {@code RECTSTART 20,20}
     * @throws NotationException if it is not
     */
    int[] numbers(int count) {
        return numbers(text, argument, count);
    }

    /**
     * @param text  comma-separated whole numbers, e.g. a stone line {@code 7,7,1}
     * @param count how many
     * @return the numbers
     * @throws NotationException if the text is not that many numbers
     */
    static int[] numbers(String text, int count) {
        return numbers(text, text, count);
    }

    private static int[] numbers(String line, String text, int count) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw notNumbers(line, count);
        }
        int[] numbers = new int[count];
        try {
            for (int i = 0; i < count; i++) {
                numbers[i] = Integer.parseInt(parts[i].strip());
            }
        } catch (NumberFormatException notANumber) {
            throw notNumbers(line, count);
        }
        return numbers;
    }

    private static NotationException notNumbers(String line, int count) {
        return new NotationException("'" + NotationException.excerpt(line) + "' needs " + count + " comma-separated whole numbers");
    }
}
