package org.stratagem.launcher.command;

import org.stratagem.engine.api.NotationException;

/** The one check of a whole number an option or a part of one takes. */
final class Ranges {
    private Ranges() {
    }

    /**
     * @param where what the number is, for the message ({@code --time})
     * @param value the number given
     * @param min   the smallest value allowed
     * @param max   the largest value allowed
     * @return the value
     * @throws NotationException if the value is not in min..max
     */
    static long check(String where, long value, long min, long max) {
        if (value < min || value > max) {
            throw new NotationException(where + " " + value + " is not in " + min + ".." + max);
        }
        return value;
    }

    /**
     * @param where what the text is, for the message ({@code --clock '100+x'})
     * @param text  the text of a whole number
     * @param min   the smallest value allowed
     * @param max   the largest value allowed
     * @return its value
     * @throws NotationException if the text is not a whole number in min..max
     */
    static long parse(String where, String text, long min, long max) {
        try {
            long value = Long.parseLong(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException notANumber) {
            // reported below, with the allowed range
        }
        throw new NotationException(where + " is not a whole number in " + min + ".." + max);
    }
}
