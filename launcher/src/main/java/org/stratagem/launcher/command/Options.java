package org.stratagem.launcher.command;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.stratagem.engine.api.NotationException;

/**
 * The arguments of a command: positional arguments, {@code --flag}s and {@code --option value}s,
 * checked against the options the command knows, with one-line errors for everything else.
 */
public final class Options {
    private final List<String> positional = new ArrayList<>();
    private final Set<String> flags = new HashSet<>();
    private final Map<String, String> values = new HashMap<>();

    private Options() {
    }

    /**
     * @param arguments the arguments
     * @param flagNames the options that take no value (without {@code --})
     * @param valueNames the options that take a value (without {@code --})
     * @return the parsed arguments
     * @throws NotationException on an unknown option, a missing value or an option given twice
     */
    public static Options parse(List<String> arguments, Set<String> flagNames, Set<String> valueNames) {
        Options options = new Options();
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            if (!argument.startsWith("--") || argument.length() == 2) {
                options.positional.add(argument);
                continue;
            }
            String name = argument.substring(2);
            if (options.flags.contains(name) || options.values.containsKey(name)) {
                throw new NotationException("option " + argument + " is given twice");
            }
            if (flagNames.contains(name)) {
                options.flags.add(name);
            } else if (valueNames.contains(name)) {
                if (i + 1 == arguments.size()) {
                    throw new NotationException("option " + argument + " needs a value");
                }
                options.values.put(name, arguments.get(++i));
            } else {
                throw new NotationException("unknown option " + NotationException.excerpt(argument));
            }
        }
        return options;
    }

    /** @return the positional arguments, in order */
    public List<String> positional() {
        return List.copyOf(positional);
    }

    /**
     * @param index    the position, from 0
     * @param meaning  what the argument is, for the message
     * @return the argument
     * @throws NotationException if it is missing
     */
    public String required(int index, String meaning) {
        if (index >= positional.size()) {
            throw new NotationException("missing " + meaning);
        }
        return positional.get(index);
    }

    /**
     * @param max the largest number of positional arguments the command takes
     * @throws NotationException if there are more
     */
    public void atMost(int max) {
        if (positional.size() > max) {
            throw new NotationException("unexpected argument '" + NotationException.excerpt(positional.get(max)) + "'");
        }
    }

    /**
     * @param name a flag's name
     * @return whether it was given
     */
    public boolean flag(String name) {
        return flags.contains(name);
    }

    /**
     * @param names some options' names
     * @return the values given of those options, by name
     */
    public Map<String, String> values(Set<String> names) {
        Map<String, String> given = new HashMap<>(values);
        given.keySet().retainAll(names);
        return given;
    }

    /**
     * @param name an option's name
     * @return its value, if given
     */
    public Optional<String> value(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /**
     * @param name the option's name
     * @param min  the smallest value allowed
     * @param max  the largest value allowed
     * @return its value, or 0 if not given
     * @throws NotationException if the value is not a whole number in min..max
     */
    public long number(String name, long min, long max) {
        String text = values.get(name);
        return text == null ? 0 : wholeNumber("--" + name + " '" + NotationException.excerpt(text) + "'", text, min, max);
    }

    /**
     * @param where what the text is, for the message ({@code --clock '100+x'})
     * @param text  the text of a whole number
     * @param min   the smallest value allowed
     * @param max   the largest value allowed
     * @return its value
     * @throws NotationException if the text is not a whole number in min..max
     */
    public static long wholeNumber(String where, String text, long min, long max) {
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
