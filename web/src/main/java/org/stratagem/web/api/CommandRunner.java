package org.stratagem.web.api;

import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Runs one of the platform's commands exactly as {@code ./stratagem NAME ARGUMENTS...} runs it: the
 * same command services, bindings and contained searches, the same exit statuses and the same one-line
 * errors. Calls may come from several threads at once; each run has its own streams. Implemented by
 * the launcher only.
 */
@ProviderType
public interface CommandRunner {
    /** Exit status of success. */
    int OK = 0;
    /** Exit status of an internal failure (a strategy that threw or overran its deadline among them). */
    int FAILURE = 1;
    /** Exit status of bad input or usage. */
    int BAD_INPUT = 2;

    /**
     * @param name      the command's name ({@code list}, {@code analyze}, ...)
     * @param arguments its arguments, as the command line would pass them
     * @param input     its standard input, whole
     * @return what it printed and returned; never throws for bad input
     */
    Outcome run(String name, List<String> arguments, String input);

    /**
     * What one run returned.
     *
     * @param status the exit status: {@link #OK}, {@link #FAILURE} or {@link #BAD_INPUT}
     * @param output what it printed on its standard output
     * @param error  its one-line error (without the line break), empty on success
     */
    record Outcome(int status, String output, String error) {
    }
}
