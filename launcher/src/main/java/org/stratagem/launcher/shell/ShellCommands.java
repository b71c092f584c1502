package org.stratagem.launcher.shell;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Function;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.stratagem.engine.api.command.Command;
import org.stratagem.launcher.command.Dispatcher;

/**
 * Makes every {@link Command} a Gogo shell command in the scope {@value #SCOPE}: as a command comes
 * and goes (a bundle dropped into {@code load/}, updated or removed), its shell function comes and
 * goes with it. The shell runs it through the same {@link Dispatcher} as the command line, so the
 * output and the one-line errors are the same; the exit status becomes the function's value. It also
 * adds {@code stratagem:exit}, which leaves the shell with or without a status.
 */
@Component(immediate = true)
public final class ShellCommands {
    static final String SCOPE = "stratagem";

    private final BundleContext context;
    private final Dispatcher dispatcher;
    private final Map<String, ServiceRegistration<Function>> functions = new ConcurrentHashMap<>();
    private final List<String> commandNames = new CopyOnWriteArrayList<>();
    private final ServiceRegistration<Function> exit;

    /**
     * @param context    this bundle's context, to register the shell functions
     * @param dispatcher runs commands
     */
    @Activate
    public ShellCommands(BundleContext context, @Reference Dispatcher dispatcher) {
        this.context = context;
        this.dispatcher = dispatcher;
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put("osgi.command.scope", SCOPE);
        properties.put("osgi.command.function", new String[] {"exit"});
        exit = context.registerService(Function.class, new Exit(), properties);
    }

    /* DS calls bind methods after the constructor, so the context is always set here. */
    @Reference(service = Command.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void bindCommand(Map<String, Object> properties) {
        String name = String.valueOf(properties.get(Command.NAME));
        commandNames.add(name);
        register(name);
    }

    void unbindCommand(Map<String, Object> properties) {
        String name = String.valueOf(properties.get(Command.NAME));
        commandNames.remove(name);
        if (!commandNames.contains(name)) {
            ServiceRegistration<Function> registration = functions.remove(name);
            if (registration != null) {
                registration.unregister();
            }
        }
    }

    @Deactivate
    void deactivate() {
        exit.unregister();
        functions.values().forEach(ServiceRegistration::unregister);
        functions.clear();
    }

    private void register(String name) {
        functions.computeIfAbsent(name, key -> {
            Hashtable<String, Object> properties = new Hashtable<>();
            properties.put("osgi.command.scope", SCOPE);
            properties.put("osgi.command.function", new String[] {key});
            return context.registerService(Function.class, new ShellFunction(key), properties);
        });
    }

    /**
     * {@code exit} with or without a status (Gogo's own wants one): stops the platform ({@link PlatformStop}),
     * which ends the shell and the process.
     */
    private final class Exit implements Function {
        private static final long STOP_WAIT_MILLIS = 30_000;

        /* The framework stops on a thread of its own: the shell waits, so that it reads no further line. */
        @Override
        public Object execute(CommandSession session, List<Object> arguments) throws BundleException, InterruptedException {
            Bundle framework = context.getBundle(Constants.SYSTEM_BUNDLE_ID);
            PlatformStop.stop(context);
            long deadline = System.currentTimeMillis() + STOP_WAIT_MILLIS;
            while ((framework.getState() & (Bundle.ACTIVE | Bundle.STOPPING)) != 0 && System.currentTimeMillis() < deadline) {
                Thread.sleep(10);
            }
            return null;
        }
    }

    /** One command as a shell function. */
    private final class ShellFunction implements Function {
        private final String name;

        ShellFunction(String name) {
            this.name = name;
        }

        @Override
        public Object execute(CommandSession session, List<Object> arguments) {
            List<String> words = new ArrayList<>();
            arguments.forEach(argument -> words.add(String.valueOf(argument)));
            PrintStream out = session.getConsole();
            BufferedReader in = new BufferedReader(new InputStreamReader(session.getKeyboard(), StandardCharsets.UTF_8));
            int status = dispatcher.run(name, words, in, out, out);
            return status == Dispatcher.OK ? null : status;
        }
    }
}
