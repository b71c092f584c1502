package org.stratagem.launcher.command;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.osgi.framework.FrameworkUtil;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.launcher.catalog.Provider.Kind;
import org.stratagem.launcher.catalog.Provider;
import org.stratagem.launcher.catalog.ServiceCatalog;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.web.api.CommandRunner;

/**
 * Runs a {@link Command} by name, the same way for the command line and the shell, and turns its
 * outcome into an exit status: 0 success; 2 bad input or usage, with one line on the error stream
 * saying what and where; 1 an internal failure (a failed strategy included), also in one line.
 * No stack trace reaches the user.
 */
@Component(service = Dispatcher.class)
public final class Dispatcher {
    /** Exit status of success. */
    public static final int OK = CommandRunner.OK;
    /** Exit status of an internal failure. */
    public static final int FAILURE = CommandRunner.FAILURE;
    /** Exit status of bad input or usage. */
    public static final int BAD_INPUT = CommandRunner.BAD_INPUT;

    static final int MAX_REPORT = 400;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");

    private final ServiceCatalog catalog;
    private final Bindings bindings;

    /**
     * @param catalog  the registered services, commands among them
     * @param bindings the wiring that commands search with
     */
    @Activate
    public Dispatcher(@Reference ServiceCatalog catalog, @Reference Bindings bindings) {
        this.catalog = catalog;
        this.bindings = bindings;
    }

    /**
     * @param name the command's name
     * @return the preferred command of that name, if one is registered
     */
    public Optional<Command> command(String name) {
        return catalog.<Command>preferred(Kind.COMMAND, name, null, Command.class).map(Provider::service);
    }

    /**
     * @param name      the command's name ({@code help} or {@code --help} lists the commands, {@code --version}
     *                  prints the platform's version)
     * @param arguments its arguments
     * @param input     its input
     * @param out       where results go
     * @param err       where the one-line error goes
     * @return the exit status
     */
    public int run(String name, List<String> arguments, BufferedReader input, PrintStream out, PrintStream err) {
        if ("help".equals(name) || "--help".equals(name)) {
            printCommands(out);
            return OK;
        }
        if ("--version".equals(name)) {
            out.println("stratagem " + FrameworkUtil.getBundle(Dispatcher.class).getVersion());
            return OK;
        }
        Optional<Command> command = command(name);
        if (command.isEmpty()) {
            err.println("stratagem: unknown command '" + name + "' (try --help)");
            return BAD_INPUT;
        }
        int operands = arguments.indexOf("--");
        if ((operands < 0 ? arguments : arguments.subList(0, operands)).contains("--help")) { // after "--", an operand
            out.println(command.get().usage());
            return OK;
        }
        try {
            return command.get().run(new PlatformContext(arguments, input, out, bindings));
        } catch (NotationException badInput) {
            err.println(report(name, badInput.getMessage()));
            return BAD_INPUT;
        } catch (SearchFailedException failed) {
            err.println(report(name, failed.getMessage()));
            return FAILURE;
        } catch (RuntimeException internal) {
            LOG.log(Level.SEVERE, "command " + name + " " + arguments + " failed", internal);
            err.println(report(name, "internal error" + (internal.getMessage() == null ? "" : ": " + internal.getMessage())
                    + " (the trace is in the platform's log)"));
            return FAILURE;
        } finally {
            out.flush();
        }
    }

    private void printCommands(PrintStream out) {
        out.println("usage: stratagem [COMMAND [ARGUMENTS]]   (no command: the platform with its shell)");
        out.println("commands:");
        for (Provider<?> provider : catalog.all(Kind.COMMAND, null)) {
            out.printf("  %-10s %s%n", provider.id(), ((Command) provider.service()).summary());
        }
        out.println("COMMAND --help shows a command's usage.");
    }

    /**
     * @return the one line that tells the user what failed: prefixed with the command's name once, cut at
     *         the first line break and to {@value #MAX_REPORT} characters (the message may echo bad input)
     */
    static String report(String name, String message) {
        String text = message == null ? "failed" : message;
        int newline = text.indexOf('\n');
        text = newline < 0 ? text : text.substring(0, newline);
        text = text.startsWith(name + ": ") ? text : name + ": " + text;
        return text.length() <= MAX_REPORT ? text : text.substring(0, MAX_REPORT - 3) + "...";
    }
}
