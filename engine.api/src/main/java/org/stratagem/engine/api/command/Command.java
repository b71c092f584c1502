package org.stratagem.engine.api.command;

import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.NotationException;

/**
 * A command that a bundle adds to the platform: one implementation serves both the
 * {@code ./stratagem NAME ...} command line and the Gogo shell. Registered as a service with the
 * property {@link #NAME} equal to {@link #name()} (stated by {@link CommandName} on a component).
 *
 * <p>A command reports bad input (a malformed file, position, option) by throwing
 * {@link NotationException} with a one-line message that says what and where; the platform prints
 * it and exits with status 2. Any other exception is an internal failure (status 1).
 */
@ConsumerType
public interface Command {
    /** The service property that carries the command's name. */
    String NAME = "command.name";

    /** @return the name the user types, e.g. {@code twofour} */
    String name();

    /** @return a one-line description, shown by {@code --help} and by {@code list} */
    String summary();

    /** @return the full usage text, shown by {@code NAME --help} */
    String usage();

    /**
     * Runs the command.
     *
     * @param context the arguments, the streams and the platform's strategies
     * @return the exit status: 0 on success
     * @throws NotationException on bad input or usage
     */
    int run(CommandContext context);
}
