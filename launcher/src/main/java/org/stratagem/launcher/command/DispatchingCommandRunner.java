package org.stratagem.launcher.command;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.web.api.CommandRunner;

/** The {@link CommandRunner} service: the {@link Dispatcher} with streams held in memory. */
@Component(service = CommandRunner.class)
public final class DispatchingCommandRunner implements CommandRunner {
    private final Dispatcher dispatcher;

    /**
     * @param dispatcher runs the commands
     */
    @Activate
    public DispatchingCommandRunner(@Reference Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    @Override
    public Outcome run(String name, List<String> arguments, String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PrintStream output = new PrintStream(out, false, StandardCharsets.UTF_8);
                PrintStream error = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            int status = dispatcher.run(name, arguments, new BufferedReader(new StringReader(input)), output, error);
            output.flush();
            return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8).strip());
        }
    }
}
